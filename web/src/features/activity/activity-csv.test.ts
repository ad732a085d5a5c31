import { describe, expect, it } from 'vitest';

import type { ActivityRow } from '@/lib/firestore/activity';

import { activityCsv, csvField } from './activity-csv';

describe('csvField', () => {
  it('quotes, doubles quotes and neutralises what a spreadsheet would run as a formula', () => {
    expect(csvField('Plain')).toBe('"Plain"');
    expect(csvField('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+61 7 5555')).toBe('"\'+61 7 5555"');
  });
});

describe('activityCsv', () => {
  it('writes a header and one row per entry', () => {
    const row: ActivityRow = {
      id: 'a',
      type: 'project_created',
      actor: 'admin-1',
      subjectUid: 'client-1',
      clientId: 'client-1',
      projectId: 'p1',
      clientVisible: true,
      summary: 'Avery started the project “Site”.',
      details: {},
      createdAt: new Date('2026-11-23T05:00:00Z'),
    };
    expect(
      activityCsv(
        [row],
        () => '23/11/2026 3:00 pm',
        () => 'Alice Green',
      ),
    ).toBe(
      '"When (Brisbane)","Type","Summary","Client","Project","Who"\r\n' +
        '"23/11/2026 3:00 pm","project_created","Avery started the project “Site”.","Alice Green","p1","admin-1"\r\n',
    );
  });
});
