import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findSystemFirestoreJar } from './emulator-setup';
import { buildStorageRuntime } from './storage-runtime';

/**
 * The offline Storage rules runtime, built from tools/storage-rules-runtime and then spoken to as firebase-tools
 * 14.18.0 speaks to it (lib/emulator/storage/rules/runtime.js). Skipped where the machine has no Cloud SDK
 * Firestore emulator jar: there the launcher uses firebase-tools' own runtime, or says storage is unavailable.
 */

const sdkJar = findSystemFirestoreJar();

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /open/{name} { allow read; }
    match /closed/{name} { allow read: if false; }
    match /projects/{projectId}/{name} {
      allow read: if firestore.get(/databases/(default)/documents/projects/$(projectId)).data.owner == request.auth.uid;
    }
    match /unrevoked/{name} {
      allow read: if !firestore.exists(/databases/(default)/documents/revocations/$(request.auth.uid))
        && firestore.get(/databases/(default)/documents/projects/p1).data.owner == request.auth.uid;
    }
  }
}`;

type Message = Record<string, unknown> & { id?: number; server_request_id?: number; action?: string };

/**
 * What a request's first Firestore read request meets, as on a loaded machine: lost (it shared a stdout chunk with
 * another message), or answered late, once the runtime wrote it again, with that copy answered too after the next
 * read request (firebase-tools answers a copy arriving after its first answer as a new read).
 */
type Trouble = 'lost' | 'answered twice';

const PROJECT = {
  '/databases/(default)/documents/projects/p1': {
    name: 'projects/demo-agency/databases/(default)/documents/projects/p1',
    fields: { owner: { stringValue: 'u1' } },
  },
};

/** The runtime as firebase-tools runs it, reading stdout as firebase-tools does: each chunk JSON.parsed whole. */
class Runtime {
  readonly child: ChildProcessWithoutNullStreams;
  readonly unreadableChunks: string[] = [];
  /** Each message read whole, as JSON text: what firebase-tools would have acted on. */
  readonly readWhole = new Set<string>();
  private readonly messages: Message[] = [];
  private readonly waiting: ((message: Message) => void)[] = [];
  private nextId = 0;

  constructor(wrapper: string) {
    this.child = spawn('java', ['-Duser.language=en', '-jar', wrapper, 'serve']);
    this.child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8').trim();
      if (!text) return;
      let message: Message;
      try {
        message = JSON.parse(text) as Message;
      } catch {
        // firebase-tools would drop this chunk, and every answer in it: the requests would hang.
        this.unreadableChunks.push(text);
        return;
      }
      this.readWhole.add(JSON.stringify(message));
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.messages.push(message);
    });
  }

  /**
   * The messages of chunks firebase-tools would have dropped (two messages read together on a loaded machine)
   * that never also arrived alone: answers lost for good. The runtime writes an answer again when it went out
   * close to another message (Output.java), so a dropped chunk is harmless once its messages have come again.
   */
  lostMessages(): string[] {
    return this.unreadableChunks
      .flatMap((chunk) => chunk.split('\n'))
      .map((line) => JSON.stringify(JSON.parse(line)))
      .filter((message) => !this.readWhole.has(message));
  }

  next(): Promise<Message> {
    const message = this.messages.shift();
    if (message) return Promise.resolve(message);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message from the runtime within 15 s')), 15_000);
      this.waiting.push((received) => {
        clearTimeout(timer);
        resolve(received);
      });
    });
  }

  send(message: Message) {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** One request and its answer; Firestore reads on the way are answered by `documents`, as firebase-tools does. */
  async request(
    action: string,
    context: unknown,
    documents: Record<string, unknown> = {},
    trouble?: Trouble,
  ): Promise<Message> {
    const id = this.nextId++;
    this.send({ action, id, context });
    let firstRead = true;
    let held: Message | undefined;
    const answerRead = (read: Message) => {
      const found = documents[pathOf(read)];
      this.send({
        id: read.server_request_id,
        status: found ? 'ok' : 'not_found',
        result: found,
        errors: [],
        warnings: [],
      });
    };
    for (;;) {
      const message = await this.next();
      if (message.action === 'fetch_firestore_document') {
        // A read written again for a request already answered: firebase-tools' handler for it is spent.
        if (message.server_request_id! < id) continue;
        if (firstRead && trouble) {
          firstRead = false;
          if (trouble === 'answered twice') held = message;
          continue;
        }
        firstRead = false;
        if (held) {
          answerRead(held);
          const copy = pathOf(held) === pathOf(message);
          held = copy ? message : undefined;
          if (copy) continue;
        }
        answerRead(message);
        continue;
      }
      // An earlier answer written again after a burst: firebase-tools ignores it too.
      if (message.id !== undefined && message.id < id) continue;
      expect(message.id).toBe(id);
      return message;
    }
  }

  /** A verify as firebase-tools builds it for a download by `uid` (or signed out). */
  verify(object: string, uid: string | null, documents: Record<string, unknown> = {}, trouble?: Trouble) {
    const path = `/b/demo-agency.appspot.com/o/${object}`;
    const auth = uid
      ? { map_value: { fields: { uid: { string_value: uid }, token: { map_value: { fields: {} } } } } }
      : { null_value: null };
    const request = {
      map_value: {
        fields: {
          path: {
            path_value: {
              segments: path
                .split('/')
                .filter(Boolean)
                .map((simple) => ({ simple })),
            },
          },
          time: { timestamp_value: new Date().toISOString() },
          resource: { null_value: null },
          auth,
        },
      },
    };
    const context = {
      rulesetName: '0',
      service: 'firebase.storage',
      path,
      method: 'get',
      variables: { resource: { null_value: null }, request },
    };
    return this.request('verify', context, documents, trouble);
  }
}

function pathOf(read: Message): string {
  return (read.context as { path: string }).path;
}

describe.skipIf(!sdkJar)('the offline Storage rules runtime', () => {
  let wrapper: string;
  let runtime: Runtime;

  beforeAll(() => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'storage-runtime-'));
    const build = buildStorageRuntime({ sdkJar, cacheDir });
    if (!build.ok) throw new Error(build.reason);
    expect(build.built).toBe(true);
    wrapper = build.wrapper;
    // Built once per cache key: the next start finds it, self-test passed, and skips both.
    expect(buildStorageRuntime({ sdkJar, cacheDir })).toEqual({ ok: true, wrapper, built: false });
    runtime = new Runtime(wrapper);
  }, 60_000);

  afterAll(() => {
    runtime?.child.kill();
  });

  it('answers firebase-tools with the rules engine verdicts: allow, deny, firestore.get', async () => {
    expect(await runtime.next()).toMatchObject({ id: -1, status: 'ok' });

    const loaded = await runtime.request('load_ruleset', {
      rulesetName: '0',
      source: { files: [{ name: 'storage.rules', content: RULES }] },
    });
    expect(loaded).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 2 } });

    expect(await runtime.verify('open/a.txt', null)).toMatchObject({ status: 'ok', result: { permit: true } });
    expect(await runtime.verify('closed/a.txt', 'u1')).toMatchObject({ status: 'ok', result: { permit: false } });

    expect(await runtime.verify('projects/p1/a.png', 'u1', PROJECT)).toMatchObject({ result: { permit: true } });
    expect(await runtime.verify('projects/p1/a.png', 'u2', PROJECT)).toMatchObject({ result: { permit: false } });
    // No document: never an allow (the engine errs on null.data, which is a deny).
    const missing = await runtime.verify('projects/p2/a.png', 'u1', PROJECT);
    expect(missing.status).toBe('ok');
    expect((missing.result as { permit?: boolean } | undefined)?.permit).not.toBe(true);

    const broken = await runtime.request('load_ruleset', {
      rulesetName: '1',
      source: {
        files: [{ name: 'storage.rules', content: 'service firebase.storage { match /b { allow read: if ; } }' }],
      },
    });
    expect(broken.status).toBe('ok');
    const [issue] = broken.errors as string[];
    expect(JSON.parse(issue!)).toMatchObject({ sourcePosition_: { fileName_: 'storage.rules', line_: 1 } });

    expect(runtime.lostMessages()).toEqual([]);
  }, 30_000);

  it('reads Firestore again when a read request is lost, and takes no late answer for the next read', async () => {
    const loaded = await runtime.request('load_ruleset', {
      rulesetName: '0',
      source: { files: [{ name: 'storage.rules', content: RULES }] },
    });
    expect(loaded).toMatchObject({ status: 'ok', errors: [] });

    expect(await runtime.verify('projects/p1/a.png', 'u1', PROJECT, 'lost')).toMatchObject({
      result: { permit: true },
    });
    expect(await runtime.verify('projects/p1/a.png', 'u2', PROJECT, 'lost')).toMatchObject({
      result: { permit: false },
    });
    // The late not_found for the revocation, taken for the project's answer, would deny the owner.
    expect(await runtime.verify('unrevoked/a.png', 'u1', PROJECT, 'answered twice')).toMatchObject({
      result: { permit: true },
    });
    expect(await runtime.verify('unrevoked/a.png', 'u2', PROJECT, 'answered twice')).toMatchObject({
      result: { permit: false },
    });

    expect(runtime.lostMessages()).toEqual([]);
  }, 30_000);
});

describe('the offline Storage rules runtime where it cannot be built', () => {
  it.skipIf(!sdkJar)('gives the reason when javac is missing, and leaves no runtime behind', () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'storage-runtime-'));
    const build = buildStorageRuntime({ sdkJar, cacheDir, javac: 'javac-not-installed' });
    expect(build).toEqual({
      ok: false,
      reason: expect.stringContaining('javac was not found') as string,
    });
    const [folder] = readdirSync(cacheDir);
    expect(existsSync(join(cacheDir, folder!, 'storage-rules-runtime.jar'))).toBe(false);
  });

  it('gives the reason when there is no Cloud SDK rules engine', () => {
    expect(buildStorageRuntime({ sdkJar: undefined })).toEqual({
      ok: false,
      reason: expect.stringContaining('no Google Cloud SDK Firestore emulator jar') as string,
    });
  });
});
