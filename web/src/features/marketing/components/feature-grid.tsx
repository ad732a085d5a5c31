import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 12 / columns }} component="li">
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
            <CardContent sx={{ p: 3 }}>
              {item.icon && (
                <Typography
                  component="span"
                  aria-hidden="true"
                  sx={{ display: 'inline-flex', color: 'primary.main', mb: 1.5, '& svg': { fontSize: 36 } }}
                >
                  {item.icon}
                </Typography>
              )}
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {item.title}
              </Typography>
              <Typography component="div" color="text.secondary">
                {item.body}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
