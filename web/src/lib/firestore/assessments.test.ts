import { assessment } from '@tests/factories';
import { initializeApp } from 'firebase/app';
import { getFirestore, limit, orderBy, query, queryEqual, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { ASSESSMENT_LIMITS } from '@agency/common';

import {
  ASSESSMENT_LIST_SIZE,
  assessmentsCollection,
  clientAssessmentsQuery,
  isUnderWay,
  leadAssessmentsQuery,
} from './assessments';

// Building a query asks nothing of the server: an app that never connects is enough.
const db = getFirestore(initializeApp({ projectId: 'demo-assessments-test' }, 'assessments-test'));

describe('assessment queries', () => {
  it('asks for a client’s own runs, newest first (the rules refuse a list not filtered on the client)', () => {
    expect(
      queryEqual(
        clientAssessmentsQuery(db, 'client-1'),
        query(
          assessmentsCollection(db),
          where('clientId', '==', 'client-1'),
          orderBy('createdAt', 'desc'),
          limit(ASSESSMENT_LIST_SIZE),
        ),
      ),
    ).toBe(true);
    expect(
      queryEqual(
        clientAssessmentsQuery(db, 'client-1', 1),
        query(assessmentsCollection(db), where('clientId', '==', 'client-1'), orderBy('createdAt', 'desc'), limit(1)),
      ),
    ).toBe(true);
  });

  it('asks for a lead’s runs by the lead, newest first', () => {
    expect(
      queryEqual(
        leadAssessmentsQuery(db, 'lead-1', 5),
        query(assessmentsCollection(db), where('leadId', '==', 'lead-1'), orderBy('createdAt', 'desc'), limit(5)),
      ),
    ).toBe(true);
  });
});

describe('isUnderWay', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0);
  const run = (status: 'queued' | 'running' | 'done' | 'failed', ageMs: number) =>
    assessment({ status, createdAt: new Date(now - ageMs) });

  it('counts a queued or running run as under way until the function would take it as lost', () => {
    expect(isUnderWay(run('queued', 0), now)).toBe(true);
    expect(isUnderWay(run('running', ASSESSMENT_LIMITS.staleAfterMs - 1), now)).toBe(true);
    expect(isUnderWay(run('running', ASSESSMENT_LIMITS.staleAfterMs), now)).toBe(false);
  });

  it('never counts a finished run', () => {
    expect(isUnderWay(run('done', 0), now)).toBe(false);
    expect(isUnderWay(run('failed', 0), now)).toBe(false);
  });
});
