import { failLostRuns } from '../assessments/fail-lost-runs';
import { backfillLatestVersions } from '../files/latest-version';
import { removeAbandonedUploads } from '../files/remove-abandoned-uploads';
import { backfillClientNames, backfillProjectLists } from '../lib/client-names';
import { backfillSearchTerms } from '../lib/search-terms';
import { moveEarlierNotes } from '../notes/move-earlier-notes';
import { sendDailyDigests } from '../notifications/client-notifications';
import { expireDueQuotes } from '../quotes/expire-due-quotes';
import { resetDailyCounts } from '../usage/reset-daily-counts';

/**
 * Every scheduled job, by the name its scheduled function is exported under: when it runs and the work it does
 * for a given "now". The scheduled functions are made from this table (`scheduledFunction`), and so is the
 * emulator-only way to run a job now, so a job added here can be run both ways and never only one.
 */
export interface ScheduledJob {
  /** Cloud Scheduler's schedule, in Brisbane time. */
  schedule: string;
  /** The job's work as of `now`; says in one line what it did, for the log. */
  run(now: Date): Promise<string>;
}

export const SCHEDULED_JOBS = {
  /** Every morning at 7: the digest of the day before, for clients who chose one. */
  dailyDigest: {
    schedule: 'every day 07:00',
    run: async (now) => `Daily digest: ${await sendDailyDigests(now)} mail(s) queued`,
  },
  /** Every night at 00:10, just after a quote's last valid day has ended: mark it expired. */
  expireQuotes: {
    schedule: 'every day 00:10',
    run: async (now) => `Quote expiry: ${await expireDueQuotes(now)} quote(s) marked expired`,
  },
  /**
   * Every hour: uploads whose bytes never arrived within a day are removed (their tombstones say the system did),
   * and assessment runs lost while running are marked failed.
   */
  sweepUnfinished: {
    schedule: 'every 1 hours',
    run: async (now) => {
      const uploads = await removeAbandonedUploads(now);
      const runs = await failLostRuns(now);
      return `Sweep: ${uploads} abandoned upload(s) removed, ${runs} lost assessment run(s) marked failed`;
    },
  },
  /** Every night at midnight: each client's day of messages and uploads starts again at 0 (USAGE_LIMITS). */
  resetDailyUsage: {
    schedule: 'every day 00:00',
    run: async (now) => `Daily usage: ${await resetDailyCounts(now)} client(s)’ counts reset`,
  },
  /**
   * Every Sunday at 03:00: clients and leads stored before their search terms existed get them (the client pickers
   * and the leads search find only documents that hold them), and any out of step are mended. Writes only what
   * differs, so it resumes where an interrupted run stopped; after the first run it finds nothing to do.
   */
  backfillSearchTerms: {
    schedule: 'every sunday 03:00',
    run: async () => {
      const { clients, leads } = await backfillSearchTerms();
      return `Search terms: ${clients} client(s) and ${leads} lead(s) given theirs`;
    },
  },
  /**
   * Every Sunday at 03:30: projects, threads, files, quotes and invoices stored before they copied their client's
   * names get them, and any a rename left out of step are mended (docs/decisions/032). Writes only what differs, in
   * pages of at most 500, so it resumes where an interrupted run stopped; after the first run it finds nothing to do.
   */
  backfillClientNames: {
    schedule: 'every sunday 03:30',
    run: async () => `Client names: ${await backfillClientNames()} document(s) given their client’s names`,
  },
  /**
   * Every Sunday at 03:45: projects stored before the admin Projects screen searched and sorted them on the server
   * get their `searchTerms` and `dueNext` (docs/decisions/035), and any out of step are mended. Resumable as
   * backfillClientNames: pages of at most 500, writing only what differs; after the first run it finds nothing to do.
   */
  backfillProjectLists: {
    schedule: 'every sunday 03:45',
    run: async () => `Project lists: ${await backfillProjectLists()} project(s) given their search terms and due day`,
  },
  /**
   * Every Sunday at 04:00: files stored before lists asked for each file's newest version get `latest`, true on the
   * newest ready version of each group (docs/decisions/038), and any group out of step is mended. Resumable as the
   * others: pages of at most 500 files, whole groups, writing only what differs; after the first run it finds
   * nothing to do.
   */
  backfillLatestVersions: {
    schedule: 'every sunday 04:00',
    run: async () => `Latest versions: ${await backfillLatestVersions()} file(s) given their latest mark`,
  },
  /**
   * Every Sunday at 04:15: the single notes box each lead and client had before the notes history becomes its
   * first note (PORTAL.md `notes`), the box removed with it. After the first run it finds nothing to do.
   */
  moveEarlierNotes: {
    schedule: 'every sunday 04:15',
    run: async (now) => {
      const { leads, clients } = await moveEarlierNotes(now);
      return `Earlier notes: ${leads} lead(s) and ${clients} client(s) given their notes box as a first note`;
    },
  },
} satisfies Record<string, ScheduledJob>;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;
