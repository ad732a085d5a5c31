import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { contact } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

const loadForm = () => import('./contact-form');
const ContactForm = lazy(loadForm);

/** Room for the form while its code loads, so nothing below it jumps: the form is 561 px tall on a phone, 577 px wider. */
const FORM_MIN_HEIGHT = 580;

/**
 * The contact form, loaded when the visitor gets near it: the form and its validation are not needed for the
 * first paint of the home page. Without JavaScript the space offers the email address instead.
 */
export function LazyContactForm() {
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Box ref={slot} sx={{ minHeight: FORM_MIN_HEIGHT }}>
      {hydrated && near ? (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      ) : (
        <noscript>
          The contact form needs JavaScript. Email us at {contact.email} and we&apos;ll reply within 24 hours.
        </noscript>
      )}
    </Box>
  );
}
