import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { CardGrid } from './card-grid';

export interface Feature {
  title: string;
  body: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
}

export interface FeatureGridProps {
  items: readonly Feature[];
  /** Cards per row on large screens: 2, 3 or 4. */
  columns?: 2 | 3 | 4;
}

/** Cards in a responsive grid; each card's title is an h3 under the section's h2. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <CardGrid columns={{ sm: 2, md: columns }}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard {...item} />
        </li>
      ))}
    </CardGrid>
  );
}

/** One card: a decorative mark (icon, step number), the title as an h3, and the body. */
export function FeatureCard({ title, body, icon }: Feature) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        {icon && (
          <Typography
            component="span"
            aria-hidden="true"
            sx={{ display: 'inline-flex', color: 'primary.main', mb: 1.5, '& svg': { fontSize: 36 } }}
          >
            {icon}
          </Typography>
        )}
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography component="div" color="textSecondary">
          {body}
        </Typography>
      </CardContent>
    </Card>
  );
}
