import type { Service } from '@/config/services';

import { ReturnHome } from './return-home';
import { Section } from './section';
import { ServiceCards } from './service-cards';

export interface CrossSellProps {
  title?: string;
  intro?: string;
  services: Service[];
  /** Extra lines under a card's summary, by service path (e.g. "Answers within 24 hours"). */
  notes?: Partial<Record<string, string>>;
}

/** Links to related services, then the way back home (spec: cross-sells and a return link to /). */
export function CrossSell({ title = 'You might also like', intro, services, notes }: CrossSellProps) {
  return (
    <Section id="related-services" title={title} intro={intro} tone="muted">
      <ServiceCards services={services} columns={{ md: Math.min(services.length, 3) }} notes={notes} />
      <ReturnHome />
    </Section>
  );
}
