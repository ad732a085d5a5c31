import {
  calendarDayOf,
  formatDay,
  formatDayHeading,
  formatIso,
  formatMoment,
  formatRecent,
  formatTime,
  TIME_ZONE_NAME,
} from '@agency/common';

/** The house formats (docs/decisions/029-time-house-style.md). */
export type WhenFormat = 'day' | 'moment' | 'recent' | 'heading' | 'time';

interface WhenProps {
  /** An instant, or a Queensland day as `YYYY-MM-DD`; none shows a dash (not sent, not set). */
  date: Date | string | null | undefined;
  format: WhenFormat;
  /** The moment `recent` and `heading` count back from. */
  now?: Date;
  /** `recent` inside a sentence: "since yesterday 9:10 am". */
  inSentence?: boolean;
  /** For a prerendered date the browser rewrites (marketing's ClientDate). */
  suppressHydrationWarning?: boolean;
}

const DAY_FORMATS: ReadonlySet<WhenFormat> = new Set(['day', 'heading']);

/**
 * Every date or time on screen: a `<time>` whose `dateTime` a machine reads (the Queensland day, or the instant
 * with its +10:00 offset) around the named house format. Times are Brisbane time everywhere; a clock time says so
 * once, in its title, with the full moment, so the short forms ("Today 3:04 pm") can be checked on hover.
 */
export function When({ date, format, now, inSentence, suppressHydrationWarning }: WhenProps) {
  if (date == null) return <>—</>;
  if (typeof date === 'string' || DAY_FORMATS.has(format)) {
    const day = typeof date === 'string' ? date : calendarDayOf(date);
    const text = format === 'heading' && typeof date !== 'string' ? formatDayHeading(date, now) : formatDay(day);
    return (
      <time dateTime={day} suppressHydrationWarning={suppressHydrationWarning}>
        {text}
      </time>
    );
  }
  const text =
    format === 'time'
      ? formatTime(date)
      : format === 'recent'
        ? formatRecent(date, now, inSentence)
        : formatMoment(date);
  return (
    <time
      dateTime={formatIso(date)}
      title={`${formatMoment(date)} (${TIME_ZONE_NAME})`}
      suppressHydrationWarning={suppressHydrationWarning}
    >
      {text}
    </time>
  );
}
