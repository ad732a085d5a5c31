import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { activityRowOf } from './activity';

/** An entry as functions write it today: every field. */
const STORED = {
  type: 'file_deleted',
  actor: 'admin-1',
  actorName: 'Avery Admin',
  actorRole: 'admin',
  subjectUid: 'client-1',
  clientId: 'client-1',
  clientName: 'Green Roots Naturopathy',
  projectId: 'p1',
  projectName: 'New website',
  clientVisible: true,
  summary: 'Avery Admin deleted “brief.pdf” from Green Roots Naturopathy’s files.',
  details: { fileId: 'f1', name: 'brief.pdf', version: 1 },
  createdAt: Timestamp.fromDate(new Date('2026-11-23T05:00:00Z')),
};

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
