import { When } from '@/components/when';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A date that is right both in the prerendered HTML (the build day) and in the browser (today). After hydration
 * the element is remounted with the visitor's current date, so a page built yesterday never shows yesterday,
 * and React sees no mismatch.
 */
export function ClientDate() {
  const hydrated = useHydrated();
  return <When key={hydrated ? 'client' : 'server'} date={new Date()} format="day" suppressHydrationWarning />;
}
