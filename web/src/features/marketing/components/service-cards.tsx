import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { Service } from '@/config/services';

import { CardGrid, type GridColumns } from './card-grid';

export interface ServiceCardsProps {
  services: readonly Service[];
  columns: GridColumns;
  /** Extra lines under a card's summary, by service path (e.g. "Answers within 24 hours"). */
  notes?: Partial<Record<string, string>>;
}

/**
 * Service pages as cards, each card one link: its label (an h3) and summary. The home page's services grid and
 * the cross-sells at the end of service pages.
 */
export function ServiceCards({ services, columns, notes = {} }: ServiceCardsProps) {
  return (
    <CardGrid columns={columns}>
      {services.map((service) => (
        <li key={service.path}>
          <Card
            component={RouterLink}
            to={service.path}
            variant="outlined"
            sx={(theme) => ({
              display: 'block',
              height: '100%',
              borderRadius: 3,
              textDecoration: 'none',
              transition: theme.transitions.create(['border-color', 'box-shadow']),
              '&:hover': { borderColor: 'primary.main', boxShadow: theme.shadows[2] },
              '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
            })}
          >
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1, color: 'primary.main' }}>
                {service.label}
              </Typography>
              <Typography color="textSecondary">{service.summary}</Typography>
              {notes[service.path] && <Typography sx={{ mt: 1, fontWeight: 600 }}>{notes[service.path]}</Typography>}
            </CardContent>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
