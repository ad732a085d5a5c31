import { fileDeletedEntry } from '@tests/factories';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { activityRowOf } from './activity';

/** An entry as functions write it today: every field. */
const STORED = { ...fileDeletedEntry(), createdAt: Timestamp.fromDate(new Date('2026-11-23T05:00:00Z')) };

/** What each field reads as when an older (or hand-made) entry lacks it. */
const EMPTY = {
  type: '',
  actor: '',
  actorName: null,
  actorRole: null,
  subjectUid: '',
  clientId: null,
  clientName: null,
  projectId: null,
  projectName: null,
  clientVisible: false,
  summary: '',
  details: {},
  createdAt: null,
};

describe('activityRowOf', () => {
  it('reads a whole entry as it is stored', () => {
    expect(activityRowOf('e1', STORED)).toEqual({
      ...STORED,
      id: 'e1',
      createdAt: new Date('2026-11-23T05:00:00Z'),
    });
  });

  it.each(Object.keys(STORED) as (keyof typeof STORED)[])('reads an entry without %s, that field empty', (field) => {
    const { [field]: _missing, ...older } = STORED;
    const row = activityRowOf('e1', older);
    expect(row[field]).toEqual(EMPTY[field]);
    expect(row.id).toBe('e1');
  });

  it('reads fields of the wrong shape as empty, never passing them on', () => {
    const odd = activityRowOf('e1', {
      ...STORED,
      details: 'not a map',
      actorRole: 'owner',
      actorName: 42,
      clientVisible: 'yes',
      createdAt: '2026-11-23',
    });
    expect(odd).toMatchObject({
      details: {},
      actorRole: null,
      actorName: null,
      clientVisible: false,
      createdAt: null,
    });
    expect(activityRowOf('e2', { ...STORED, details: ['a'] }).details).toEqual({});
    expect(activityRowOf('e3', {})).toEqual({ ...EMPTY, id: 'e3' });
  });
});
