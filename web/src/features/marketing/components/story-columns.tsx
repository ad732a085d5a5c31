import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { HomeItem } from '../content/home-top';

/** A short list of points with an icon, a title (h3) and a sentence each. */
export function PointList({ items }: { items: readonly HomeItem[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
      {items.map(({ title, body, icon: Icon }) => (
        <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
          <Icon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32, mt: 0.25 }} />
          <div>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
              {title}
            </Typography>
            <Typography color="textSecondary">{body}</Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}

/** Two halves side by side from medium screens up, one above the other on phones. */
export function TwoColumns({ start, end, centred = false }: { start: ReactNode; end: ReactNode; centred?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 4, md: 8 },
        alignItems: centred ? 'center' : 'start',
      }}
    >
      <div>{start}</div>
      <div>{end}</div>
    </Box>
  );
}

/** Paragraphs of the introduction and the about section, beside their points. */
export function StoryColumns({ paragraphs, points }: { paragraphs: readonly string[]; points: readonly HomeItem[] }) {
  return (
    <TwoColumns
      start={paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.1rem', mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      end={<PointList items={points} />}
    />
  );
}
