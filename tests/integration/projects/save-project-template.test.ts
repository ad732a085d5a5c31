import { describe, expect, it } from 'vitest';

import {
  CALLABLES,
  COLLECTIONS,
  DEFAULT_PROJECT_TEMPLATES,
  type ProjectTemplateInput,
  type SaveProjectTemplateResult,
} from '@agency/common';

import { db } from '../../support/firestore-admin';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

const cast = useCast();

const save = (data: unknown, idToken?: string) =>
  callCallable<SaveProjectTemplateResult>(CALLABLES.saveProjectTemplate, data, idToken);
const stored = async (id: string) => (await db.collection(COLLECTIONS.projectTemplates).doc(id).get()).data();

// A service no other test or the seed relies on staying as it is.
const template: ProjectTemplateInput = {
  ...DEFAULT_PROJECT_TEMPLATES['ai-video-studio'],
  name: '  Explainer video  ',
  milestones: [
    { title: 'Script approved', offsetDays: 7 },
    { title: 'Video delivered', offsetDays: 21 },
  ],
  clientTasks: [{ title: 'Send footage', offsetDays: 3 }],
};

describe('saveProjectTemplate', () => {
  it('stores the whole template under its service, trimmed and stamped', async () => {
    const answer = await save({ ...template, extra: 'dropped' }, cast.admin.token);

    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ templateId: 'ai-video-studio' });
    const saved = await stored('ai-video-studio');
    expect(saved).toMatchObject({
      service: 'ai-video-studio',
      name: 'Explainer video',
      milestones: template.milestones,
      clientTasks: template.clientTasks,
    });
    expect(saved).not.toHaveProperty('extra');
    expect(Date.now() - saved!.updatedAt.toMillis()).toBeLessThan(60_000);
  });

  it('refuses a template with a bad step, naming the field, and changes nothing', async () => {
    const before = await stored('ai-video-studio');
    const answer = await save(
      { ...template, name: 'Changed', milestones: [{ title: 'Late', offsetDays: 731 }] },
      cast.admin.token,
    );

    expect(answer.status).toBe(400);
    expect(answer.error?.details).toEqual({ fields: { 'milestones[0].offsetDays': 'Days must be at most 730' } });
    expect(await stored('ai-video-studio')).toEqual(before);
  });

  it('refuses anyone but an administrator', async () => {
    expect((await save(template)).status).toBe(401);
    expect((await save(template, cast.alice.token)).status).toBe(403);
  });
});
