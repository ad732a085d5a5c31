import { isoDate } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';

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
