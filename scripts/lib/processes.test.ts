import { spawn } from 'node:child_process';

import { afterEach, describe, expect, it } from 'vitest';

import { descendantsOf, groupMembers, isAlive, signal, waitForExit } from './processes';

const started: number[] = [];
afterEach(async () => {
  signal(started, 'SIGKILL');
  await waitForExit(started.splice(0), 5_000);
});

describe('groupMembers', () => {
  it('should still find a group’s processes after its leader has gone, when they are no one’s descendants', async () => {
    // A leader in a group of its own (as the launcher starts firebase-tools) that starts a worker and exits.
    const leader = spawn('sh', ['-c', 'sleep 30 & echo $!'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    const exited = new Promise((resolve) => leader.once('exit', resolve));
    const workerPid = new Promise<number>((resolve) =>
      leader.stdout.once('data', (data: Buffer) => resolve(Number(data.toString()))),
    );
    const worker = await workerPid;
    started.push(worker);
    await exited;

    expect(isAlive(worker)).toBe(true);
    expect(descendantsOf(leader.pid!)).toEqual([]);
    expect(groupMembers(leader.pid!)).toEqual([worker]);
  });
});
