import { fileDeletedEntry } from '@tests/factories';
import { describe, expect, it } from 'vitest';

import { type ActivityRow, activityRowOf } from '@/lib/firestore/activity';

import { activityCsv } from './activity-csv';

describe('activityCsv', () => {
  const deleted: ActivityRow = {
    id: 'entry-1',
    ...fileDeletedEntry(),
  };

  it('writes names, a readable type and the time with its offset, then every id in a column of its own', () => {
    expect(activityCsv([deleted], () => 'Green Roots Naturopathy')).toBe(
      '"When","Type","What happened","Client","Project","Who","Role","Entry id","Type code","Client id","Project id","Who id"\r\n' +
        '"2026-11-23T15:00:00+10:00","File deleted","Avery Admin deleted “brief.pdf” from Green Roots Naturopathy’s files.",' +
        '"Green Roots Naturopathy","New website","Avery Admin","Administrator","entry-1","file_deleted","client-1","p1","admin-1"\r\n',
    );
  });

  it('exports an entry written before entries carried names: its stored sentence and ids, the names left empty', () => {
    const older = activityRowOf('entry-0', {
      type: 'file_deleted',
      actor: 'system',
      subjectUid: 'client-1',
      clientId: 'client-1',
      summary: '“brief.pdf” was deleted.',
    });
    const [, line] = activityCsv([older], () => 'Green Roots Naturopathy').split('\r\n');
    expect(line).toBe(
      '"","File deleted","“brief.pdf” was deleted.","Green Roots Naturopathy","","","","entry-0","file_deleted","client-1","","system"',
    );
  });

  it('neutralises a name a person typed that a spreadsheet would run as a formula', () => {
    const [, line] = activityCsv([{ ...deleted, actorName: '=HYPERLINK("x")' }], () => 'Green Roots').split('\r\n');
    expect(line).toContain('"\'=HYPERLINK(""x"")"');
  });
});
