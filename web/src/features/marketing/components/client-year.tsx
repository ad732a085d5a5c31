import { calendarDayOf } from '@agency/common';

import { useHydrated } from '@/lib/use-hydrated';

/**
 * This year in Queensland, as ClientDate (client-date.tsx) is right before and after hydration. The footer of every
 * public page shows it, so it is written here from the calendar alone: <When> brings every house format with it,
 * which the home page's first load (docs/decisions/021) does not carry for four digits.
 */
export function ClientYear() {
  const hydrated = useHydrated();
  const year = calendarDayOf(new Date()).slice(0, 4);
  return (
    <time key={hydrated ? 'client' : 'server'} dateTime={year} suppressHydrationWarning>
      {year}
    </time>
  );
}
