import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as an accordion: each question is a button (h3) that expands its answer. Answers stay in the HTML
 * when collapsed, so crawlers and visitors without JavaScript can read them.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      {items.map((item) => (
        <Accordion
          key={item.question}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h3' } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography component="div" color="textSecondary">
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
