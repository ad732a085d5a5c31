import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Badge } from './badge';
import { LinkButton } from './link-button';

export interface PriceCardProps {
  name: string;
  /** The price as shown, e.g. "$3,800" or "$50". */
  price: string;
  /** What the price is per, e.g. "+ GST, one-time" or "per month". */
  priceNote: string;
  /** A line under the price: delivery time, monthly add-on... */
  detail?: ReactNode;
  features: readonly string[];
  /** Marks the recommended card, e.g. "Most Popular". */
  badge?: string;
  action: { label: string; to: string };
}

/** One plan or package: name, price, what is included and a call to action. */
export function PriceCard({ name, price, priceNote, detail, features, badge, action }: PriceCardProps) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${name} ${price}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        borderWidth: badge ? 2 : 1,
        borderColor: badge ? 'secondary.main' : 'divider',
      }}
    >
      <CardContent sx={{ p: 3, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.35rem' }}>
            {name}
          </Typography>
          {badge && <Badge>{badge}</Badge>}
        </Box>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1 }}>
          {price}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {priceNote}
        </Typography>
        {detail && (
          <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
            {detail}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1 }}>
              <CheckCircleOutlined fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <Box sx={{ p: 3, pt: 0 }}>
        <LinkButton
          to={action.to}
          fullWidth
          variant={badge ? 'contained' : 'outlined'}
          color={badge ? 'secondary' : 'primary'}
          size="large"
        >
          {action.label}
        </LinkButton>
      </Box>
    </Card>
  );
}
