import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, useId, useState } from 'react';

import { visuallyHidden } from '@/components/visually-hidden';
import { useHydrated } from '@/lib/use-hydrated';

import type { Testimonial } from '../content/testimonials';

/**
 * Paging for a carousel that moves one slide at a time and loops both ways. `start` is the first slide in view;
 * the last position shows the last `perView` slides, so no view is ever half empty.
 */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

export function nextStart(start: number, count: number, perView: number): number {
  return start >= lastStart(count, perView) ? 0 : start + 1;
}

export function previousStart(start: number, count: number, perView: number): number {
  return start <= 0 ? lastStart(count, perView) : start - 1;
}

/** Whether slide `index` is in view when the view begins at `start`. */
export function isInView(index: number, start: number, perView: number): boolean {
  return index >= start && index < start + perView;
}

/** What the live region says after a move, e.g. "Showing testimonials 1 to 3 of 6". */
export function viewAnnouncement(start: number, count: number, perView: number): string {
  const first = start + 1;
  const last = Math.min(start + perView, count);
  return first === last
    ? `Showing testimonial ${first} of ${count}`
    : `Showing testimonials ${first} to ${last} of ${count}`;
}

/** Spec §2: three testimonials per view on large screens, two on medium, one on small. */
function usePerView(): number {
  const theme = useTheme();
  // Both start false while prerendering and hydrating (one per view); the slide widths come from CSS, so the
  // prerendered layout is already right and only the paging waits for hydration.
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const medium = useMediaQuery(theme.breakpoints.up('md'));
  return large ? 3 : medium ? 2 : 1;
}

export interface TestimonialsCarouselProps {
  testimonials: readonly Testimonial[];
}

/**
 * The home page's testimonials: an accessible carousel (WAI-ARIA APG carousel pattern) with previous and next
 * buttons and arrow keys. It never moves on its own, and slides out of view are hidden from assistive technology
 * and from keyboard focus.
 */
export function TestimonialsCarousel({ testimonials }: TestimonialsCarouselProps) {
  const perView = usePerView();
  const count = testimonials.length;
  const [requestedStart, setRequestedStart] = useState(0);
  // A wider screen has fewer positions; clamp rather than store a second copy of the state.
  const start = Math.min(requestedStart, lastStart(count, perView));
  const trackId = useId();
  // The buttons arrive prerendered; until the page hydrates a press would do nothing, so they say so.
  const ready = useHydrated();

  const showNext = () => setRequestedStart(nextStart(start, count, perView));
  const showPrevious = () => setRequestedStart(previousStart(start, count, perView));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      showNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      showPrevious();
    }
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        position: 'relative',
        borderRadius: 3,
        '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 4 },
      })}
    >
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 2 }}>
        <IconButton
          aria-label="Previous testimonials"
          aria-controls={trackId}
          disabled={!ready}
          onClick={showPrevious}
          sx={navButtonSx}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label="Next testimonials"
          aria-controls={trackId}
          disabled={!ready}
          onClick={showNext}
          sx={navButtonSx}
        >
          <ChevronRight />
        </IconButton>
      </Box>

      <Box sx={{ overflow: 'hidden', mx: -1.5 }}>
        <Box
          id={trackId}
          sx={{
            display: 'flex',
            transform: `translateX(-${(start * 100) / perView}%)`,
            transition: 'transform 450ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {testimonials.map((testimonial, index) => {
            const visible = isInView(index, start, perView);
            return (
              <Box
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                data-testid="testimonial-slide"
                data-visible={visible ? 'true' : 'false'}
                sx={{ flex: { xs: '0 0 100%', md: '0 0 50%', lg: '0 0 33.3333%' }, minWidth: 0, px: 1.5 }}
              >
                <TestimonialCard testimonial={testimonial} />
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {viewAnnouncement(start, count, perView)}
      </Box>
    </Box>
  );
}

const navButtonSx = {
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'primary.main',
  '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main' },
} as const;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const avatarSx = {
    width: 56,
    height: 56,
    borderRadius: '50%',
    border: `3px solid ${testimonial.border}`,
    background: testimonial.gradient,
    flexShrink: 0,
  };
  return (
    <Card
      component="figure"
      variant="outlined"
      sx={{ height: '100%', m: 0, p: 3, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <FormatQuote aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 40, mb: -2 }} />
      <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.65 }}>{testimonial.quote}</Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {testimonial.avatar ? (
          // Decorative: the name is right beside it.
          <Box component="img" src={testimonial.avatar} alt="" width={56} height={56} loading="lazy" sx={avatarSx} />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              ...avatarSx,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#ffffff',
              fontWeight: 700,
              fontSize: '1.35rem',
              lineHeight: 1,
              userSelect: 'none',
            }}
          >
            {testimonial.initials}
          </Box>
        )}
        <Box>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {testimonial.name}
          </Typography>
          <Typography component="p" variant="body2" color="textSecondary">
            {testimonial.role}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}
