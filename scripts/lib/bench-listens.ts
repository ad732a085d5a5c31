import type { Page } from '@playwright/test';

/**
 * What a page asks Firestore to listen to, read off its listen channel, for `npm run bench:scale`: each target in
 * the order the page sent it, exactly as sent (the query the web built, cursors and all), so the bench can ask the
 * emulator the same reads on their own (bench-reads.ts replayReads) without a copy of any query here.
 */
export interface AskedTarget {
  targetId: number;
  /**
   * What it reads, for a screen's `waitsOn` (bench-screens.ts): a query's collection and the fields it filters on,
   * sorted (`projects[clientId]`, `threads[]`); a document's collection (`doc clients`).
   */
  signature: string;
  /** A query's parent resource and the query as the REST API takes it. */
  parent?: string;
  structuredQuery?: StructuredQuery;
  /** A document target's full resource names. */
  documents?: string[];
}

interface StructuredQuery {
  from?: { collectionId: string }[];
  where?: unknown;
}

/** The field paths a structured query's filter names, however nested (composite filters, `in`, unary filters). */
function filteredFields(filter: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(filter)) filter.forEach((part) => filteredFields(part, into));
  else if (filter && typeof filter === 'object') {
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'field' && value && typeof value === 'object' && 'fieldPath' in value) {
        into.add(String((value as { fieldPath: string }).fieldPath));
      } else if (key !== 'value') filteredFields(value, into);
    }
  }
  return into;
}

/** A listen request's new targets (its `addTarget` messages), in the order they are in the request. */
export function targetsOfListenRequest(body: string): AskedTarget[] {
  const messages = [...new URLSearchParams(body)]
    .filter(([key]) => /^req\d+___data__$/.test(key))
    .sort(([a], [b]) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
    .map(([, value]) => JSON.parse(value) as { addTarget?: Record<string, unknown> & { targetId: number } });
  return messages.flatMap(({ addTarget }): AskedTarget[] => {
    if (!addTarget) return [];
    const { targetId } = addTarget;
    const asked = addTarget.query as { parent: string; structuredQuery: StructuredQuery } | undefined;
    if (asked) {
      const fields = [...filteredFields(asked.structuredQuery.where)].sort().join(',');
      const collection = asked.structuredQuery.from?.[0]?.collectionId ?? '?';
      return [{ targetId, signature: `${collection}[${fields}]`, ...asked }];
    }
    const documents = (addTarget.documents as { documents: string[] } | undefined)?.documents ?? [];
    const collection = documents[0]?.split('/').at(-2) ?? '?';
    return [{ targetId, signature: `doc ${collection}`, documents }];
  });
}

/** Collects, as the page sends them, the targets it listens to (the list grows as the page asks more). */
export function listenedTargets(page: Page): AskedTarget[] {
  const targets: AskedTarget[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/Listen/channel')) return;
    const added = targetsOfListenRequest(request.postData() ?? '');
    targets.push(...added.filter((target) => !targets.some((seen) => seen.targetId === target.targetId)));
  });
  return targets;
}
