import { describe, expect, it } from 'vitest';

import { targetsOfListenRequest } from './bench-listens';
import { targetsWaitedOn } from './bench-reads';
import { SCREENS } from './bench-screens';

const DOCUMENTS = 'projects/demo-agency/databases/(default)/documents';

/** A listen request's body as the web SDK sends it: its messages numbered from `from`, form-encoded. */
function listenBody(messages: object[], from = 0): string {
  const body = new URLSearchParams({ count: String(messages.length), ofs: String(from) });
  messages.forEach((message, index) => body.set(`req${index}___data__`, JSON.stringify(message)));
  return body.toString();
}

const queryTarget = (targetId: number, structuredQuery: object) => ({
  database: 'projects/demo-agency/databases/(default)',
  addTarget: { query: { structuredQuery, parent: DOCUMENTS }, targetId },
});

describe('the listen requests the scale bench reads', () => {
  it('names each target by its collection and the fields it filters on, in the order sent', () => {
    const projects = {
      from: [{ collectionId: 'projects' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'clientId' }, op: 'EQUAL', value: { stringValue: 'c1' } } },
            { unaryFilter: { field: { fieldPath: 'archivedAt' }, op: 'IS_NULL' } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'updatedAt' }, direction: 'DESCENDING' }],
      limit: 50,
    };
    const body = listenBody([
      queryTarget(2, { from: [{ collectionId: 'threads' }], limit: 1 }),
      {
        database: 'projects/demo-agency/databases/(default)',
        addTarget: { documents: { documents: [`${DOCUMENTS}/revocations/u1`] }, targetId: 4 },
      },
      { database: 'projects/demo-agency/databases/(default)', removeTarget: 2 },
      queryTarget(6, projects),
    ]);
    const targets = targetsOfListenRequest(body);
    expect(targets.map((target) => target.signature)).toEqual([
      'threads[]',
      'doc revocations',
      'projects[archivedAt,clientId]',
    ]);
    // Sent again exactly as the page asked it.
    expect(targets[2]).toMatchObject({ targetId: 6, parent: DOCUMENTS, structuredQuery: projects });
    expect(targets[1]!.documents).toEqual([`${DOCUMENTS}/revocations/u1`]);
  });

  it('takes every target up to the last one the shown data waits on, and fails naming what was asked', () => {
    const targets = targetsOfListenRequest(
      listenBody([
        queryTarget(2, { from: [{ collectionId: 'invoices' }] }),
        queryTarget(4, { from: [{ collectionId: 'projects' }] }),
        queryTarget(6, { from: [{ collectionId: 'activity' }] }),
      ]),
    );
    expect(targetsWaitedOn(targets, ['projects[]']).map((target) => target.targetId)).toEqual([2, 4]);
    expect(() => targetsWaitedOn(targets, ['leads[]'])).toThrow(
      'None of leads[] was listened to (the page asked invoices[], projects[], activity[])',
    );
  });

  it('has every screen name what its shown data waits on', () => {
    for (const screen of SCREENS) expect(screen.waitsOn.length, `${screen.area} ${screen.name}`).toBeGreaterThan(0);
  });
});
