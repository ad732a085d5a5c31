import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { Service } from '../services';

import { ReturnHome } from './return-home';
import { Section } from './section';

export interface CrossSellProps {
  title?: string;
  intro?: string;
  services: Service[];
  /** Extra lines under a card's summary, by service path (e.g. "Answers within 24 hours"). */
  notes?: Partial<Record<string, string>>;
}

/** Links to related services, then the way back home (spec: cross-sells and a return link to /). */
export function CrossSell({ title = 'You might also like', intro, services, notes = {} }: CrossSellProps) {
  return (
    <Section id="related-services" title={title} intro={intro} tone="muted">
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((service) => (
          <Grid key={service.path} size={{ xs: 12, md: 12 / Math.min(services.length, 3) }} component="li">
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea
                component={RouterLink}
                to={service.path}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent sx={{ p: 3 }}>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1, color: 'primary.main' }}>
                    {service.label}
                  </Typography>
                  <Typography color="text.secondary">{service.summary}</Typography>
                  {notes[service.path] && (
                    <Typography sx={{ mt: 1, fontWeight: 600 }}>{notes[service.path]}</Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ReturnHome />
    </Section>
  );
}
