import type { prerenderedFile, PUBLIC_PAGES } from './config/public-pages';
import type { site } from './config/site';

/**
 * What the build scripts (web/scripts/prerender.ts) use of the server entry's build, as types only. The scripts are
 * checked against this small file rather than against src/entry-server.tsx, which imports the whole app: checking
 * that a second time, with Node's types, doubled the web's share of `npm run typecheck`. The entry checks itself
 * against the contract (`MeetsTheContract` in src/entry-server.tsx), so the two cannot drift apart.
 */
export interface RenderedPage {
  /** What goes inside <div id="root">. */
  body: string;
  /** Title, meta, canonical, critical CSS and JSON-LD for <head>. */
  head: string;
}

/** The server entry's exports the scripts use; `Entry`, given, must have them (a compile error if not). */
export type ServerEntry<Entry extends ServerEntryExports = ServerEntryExports> = Entry;

interface ServerEntryExports {
  render(path: string): Promise<RenderedPage>;
  PUBLIC_PAGES: typeof PUBLIC_PAGES;
  prerenderedFile: typeof prerenderedFile;
  site: typeof site;
}
