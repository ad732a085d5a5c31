import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, listAll, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

import { CALLER_NAMES, callers, CLIENT_UID, storageRulesEnv } from '../rules/support/rules-env';

const UNLISTED = `not-a-feature/${CLIENT_UID}/note.txt`;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await storageRulesEnv();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadString(ref(context.storage(), UNLISTED), 'seeded');
  });
});

describe.each(CALLER_NAMES)('a path no rule opens, for a caller who is %s', (caller) => {
  const storage = () => callers(env)[caller].storage();

  it('should not allow downloading a file', async () => {
    await assertFails(getBytes(ref(storage(), UNLISTED)));
  });

  it('should not allow listing a folder', async () => {
    await assertFails(listAll(ref(storage(), `not-a-feature/${CLIENT_UID}`)));
  });

  it('should not allow uploading a file', async () => {
    await assertFails(uploadString(ref(storage(), `not-a-feature/${CLIENT_UID}/new.txt`), 'hello'));
  });

  it('should not allow deleting a file', async () => {
    await assertFails(deleteObject(ref(storage(), UNLISTED)));
  });
});
