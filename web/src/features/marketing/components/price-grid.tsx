import { CardGrid } from './card-grid';
import { PriceCard, type PriceCardProps } from './price-card';

export interface PriceGridProps {
  /** The plans or packages, each with a stable id. */
  cards: readonly (PriceCardProps & { id: string })[];
}

/** Plans or packages side by side: one column on phones, three from medium screens up. */
export function PriceGrid({ cards }: PriceGridProps) {
  return (
    <CardGrid component="div" columns={{ md: 3 }}>
      {cards.map(({ id, ...card }) => (
        <PriceCard key={id} {...card} />
      ))}
    </CardGrid>
  );
}
