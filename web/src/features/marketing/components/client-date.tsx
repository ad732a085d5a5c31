import { useHydrated } from '@/lib/use-hydrated';

/** The agency's own time zone: dates on the site are Queensland dates. */
const TIME_ZONE = 'Australia/Brisbane';

/**
 * A date that is right both in the prerendered HTML (the build day) and in the browser (today). After hydration
 * the element is remounted with the visitor's current date, so a page built yesterday never shows yesterday,
 * and React sees no mismatch.
 */
export function ClientDate({ format }: { format: (date: Date) => string }) {
  const hydrated = useHydrated();
  const now = new Date();
  return (
    <time key={hydrated ? 'client' : 'server'} dateTime={isoDate(now)} suppressHydrationWarning>
      {format(now)}
    </time>
  );
}

/** Australian date format in Queensland time, e.g. 21/11/2026. */
export const formatAustralianDate = (date: Date) =>
  new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(
    date,
  );

export const formatYear = (date: Date) =>
  new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: TIME_ZONE }).format(date);

/** YYYY-MM-DD in Queensland time, for the `dateTime` attribute. */
const isoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
