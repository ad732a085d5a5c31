import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { CardGrid } from './card-grid';
import { FeatureCard } from './feature-grid';

export interface Step {
  title: string;
  body: ReactNode;
}

/**
 * A process in order ("how it works", "our process", "our approach"): an ordered list of cards, each marked
 * with its number, its title an h3. Up to four steps share a row on large screens.
 */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <CardGrid component="ol" columns={{ sm: 2, md: Math.min(steps.length, 4) }}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <FeatureCard {...step} icon={<StepNumber number={index + 1} />} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The step's number in a circle: decoration, as the ordered list already tells its position. */
function StepNumber({ number }: { number: number }) {
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: '1.2rem',
      }}
    >
      {number}
    </Box>
  );
}
