import { afterAll, describe, expect, it } from 'vitest';

import {
  CALLABLES,
  COLLECTIONS,
  DEFAULT_PROJECT_TEMPLATES,
  projectStartedMessage,
  projectThreadId,
  type QuoteStatus,
  type SaveProjectResult,
  type ServiceInterest,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import { quote } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { removeTestQuotes, trackQuote } from '../quotes/support';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';

const cast = useCast();
afterAll(removeTestQuotes);

const create = (data: unknown, idToken?: string) =>
  callCallable<SaveProjectResult>(CALLABLES.createProjectFromQuote, data, idToken);
const quoteOf = async (id: string) => (await db.collection(COLLECTIONS.quotes).doc(id).get()).data()!;
const projectOf = async (id: string) => (await db.collection(COLLECTIONS.projects).doc(id).get()).data();

/** A quote of Alice's in `status`, stored as functions leave it; its id. */
async function quoteFor(status: QuoteStatus, overrides: { projectId?: string; service?: ServiceInterest } = {}) {
  const ref = db.collection(COLLECTIONS.quotes).doc();
  trackQuote(ref.id);
  await ref.set(quote({ clientId: cast.alice.uid, status, title: 'Search boost', ...overrides }));
  return ref.id;
}

describe('createProjectFromQuote', () => {
  it('makes the project from its service’s template, dated from the start, and links the quote', async () => {
    // The AI consultancy template: a service no other test saves a template of, so its default applies.
    const quoteId = await quoteFor('accepted', { service: 'ai-consultancy' });
    const answer = await create({ quoteId, startDate: '2026-12-01' }, cast.admin.token);

    expect(answer.status).toBe(200);
    const { projectId } = answer.result!;
    expect((await quoteOf(quoteId)).projectId).toBe(projectId);
    const project = (await projectOf(projectId))!;
    const template = DEFAULT_PROJECT_TEMPLATES['ai-consultancy'];
    expect(project).toMatchObject({
      clientId: cast.alice.uid,
      name: 'Search boost',
      service: 'ai-consultancy',
      status: 'planning',
      progress: 0,
      archived: false,
    });
    expect(project.milestones.map((milestone: { title: string }) => milestone.title)).toEqual(
      template.milestones.map((step) => step.title),
    );
    // The first milestone is due 5 days after a start on 1 December, at the start of that Queensland day.
    expect(project.milestones[0].dueDate.toDate().toISOString()).toBe('2026-12-05T14:00:00.000Z');
    const created = await db.collection(COLLECTIONS.activity).where('projectId', '==', projectId).get();
    expect(created.docs.map((entry) => entry.get('type'))).toEqual(['project_created']);
  });

  it('brings what already happened to the quote and its invoice onto the project’s timeline', async () => {
    const quoteId = await quoteFor('accepted', { service: 'content-creation' });
    const entry = (type: string, details: object) => ({
      type,
      clientId: cast.alice.uid,
      projectId: null,
      projectName: null,
      clientVisible: true,
      createdAt: new Date(),
      details,
    });
    const log = db.collection(COLLECTIONS.activity);
    const accepted = log.doc();
    const issued = log.doc();
    const otherQuote = log.doc();
    await Promise.all([
      accepted.set(entry('quote_accepted', { quoteId, number: 'Q-2026-0001' })),
      issued.set(entry('invoice_issued', { quoteId, invoiceId: 'i1', number: 'INV-2026-0001' })),
      otherQuote.set(entry('quote_accepted', { quoteId: 'another-quote', number: 'Q-2026-0002' })),
    ]);
    try {
      const { projectId } = (await create({ quoteId, startDate: '2026-12-01' }, cast.admin.token)).result!;
      for (const ref of [accepted, issued]) {
        expect((await ref.get()).data()).toMatchObject({ projectId, projectName: 'Search boost' });
      }
      expect((await otherQuote.get()).get('projectId')).toBeNull();
    } finally {
      await Promise.all([accepted, issued, otherQuote].map((ref) => ref.delete()));
    }
  });

  it('adds the milestones of the other services asked for, merged by date and named by service', async () => {
    // Two services no test saves a template of, so their defaults apply.
    const quoteId = await quoteFor('accepted', { service: 'digital-marketing' });
    // The lab's work starts ten days in.
    const asked = { quoteId, startDate: '2026-12-01', alsoServices: [{ service: 'ai-insight-lab', startDay: 10 }] };
    const answer = await create(asked, cast.admin.token);

    expect(answer.status).toBe(200);
    const project = (await projectOf(answer.result!.projectId))!;
    const titles: string[] = project.milestones.map((milestone: { title: string }) => milestone.title);
    // Marketing: days 5, 12, 19, 21, 35, 51; the lab from day 10: 15, 24, 34, 40, 45. Each named by its service.
    expect(titles.slice(0, 4)).toEqual([
      'Digital Marketing: Goals, audience and budget agreed',
      'Digital Marketing: Campaign plan and calendar approved',
      'AI Insight Lab: Questions and data sources agreed',
      'Digital Marketing: Ads and tracking set up',
    ]);
    expect(project.milestones[2].dueDate.toDate().toISOString()).toBe('2026-12-15T14:00:00.000Z');
    expect(titles).toHaveLength(11);
    expect(project.service).toBe('digital-marketing');
    // Due with the last of them: marketing's monthly review, 51 days after the start.
    expect(project.dueDate.toDate().toISOString()).toBe('2027-01-20T14:00:00.000Z');

    // The quote's own service asked again is refused, and nothing is made.
    const again = await quoteFor('accepted', { service: 'ai-video-studio' });
    const own = await create(
      { ...asked, quoteId: again, alsoServices: [{ service: 'ai-video-studio', startDay: 0 }] },
      cast.admin.token,
    );
    expect(own.status).toBe(400);
    expect(own.error!.message).toBe("The AI Video Studio template is the project's own already.");
    expect((await quoteOf(again)).projectId).toBeNull();
  });

  it('tells the client in the project’s conversation when asked, as the administrator who made it', async () => {
    const quoteId = await quoteFor('accepted', { service: 'content-creation' });
    const answer = await create({ quoteId, startDate: '2026-12-01', tellClient: true }, cast.admin.token);
    expect(answer.status).toBe(200);
    const { projectId } = answer.result!;
    const thread = db.collection(COLLECTIONS.threads).doc(projectThreadId(projectId));
    expect((await thread.get()).data()).toMatchObject({
      clientId: cast.alice.uid,
      projectId,
      subject: 'Search boost',
    });
    const messages = await thread.collection(THREAD_SUBCOLLECTIONS.messages).get();
    expect(messages.docs.map((message) => message.data())).toEqual([
      expect.objectContaining({
        senderId: cast.admin.uid,
        senderRole: 'admin',
        body: projectStartedMessage('Search boost', (await quoteOf(quoteId)).number),
        removed: false,
      }),
    ]);

    // Not asked: no conversation is started.
    const quiet = await quoteFor('accepted', { service: 'content-creation' });
    const made = (await create({ quoteId: quiet, startDate: '2026-12-01' }, cast.admin.token)).result!.projectId;
    expect((await db.collection(COLLECTIONS.threads).doc(projectThreadId(made)).get()).exists).toBe(false);
  });

  it('makes one project of a quote however often it is asked at once', async () => {
    const quoteId = await quoteFor('accepted', { service: 'hosting' });
    // Each asks to tell the client: the one that makes the project sends the one note.
    const answers = await Promise.all(
      [1, 2, 3].map(() => create({ quoteId, startDate: '2026-12-01', tellClient: true }, cast.admin.token)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const made = await db.collection(COLLECTIONS.projects).where('clientId', '==', cast.alice.uid).get();
    const ofQuote = made.docs.filter((doc) => doc.id === answers.find((a) => a.status === 200)!.result!.projectId);
    expect(ofQuote).toHaveLength(1);
    expect((await quoteOf(quoteId)).projectId).toBe(ofQuote[0]!.id);
    const thread = db.collection(COLLECTIONS.threads).doc(projectThreadId(ofQuote[0]!.id));
    expect((await thread.collection(THREAD_SUBCOLLECTIONS.messages).get()).size).toBe(1);
  });

  it('refuses a quote not accepted, one that has its project, and one that does not exist, changing nothing', async () => {
    const sent = await quoteFor('sent');
    const linked = await quoteFor('accepted', { projectId: 'existing-project' });

    const notAccepted = await create({ quoteId: sent, startDate: '2026-12-01' }, cast.admin.token);
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.error!.message).toBe('Only an accepted quote becomes a project; this one is not accepted.');
    expect((await quoteOf(sent)).projectId).toBeNull();

    const already = await create({ quoteId: linked, startDate: '2026-12-01' }, cast.admin.token);
    expect(already.status).toBe(409);
    expect(already.error).toMatchObject({
      message: 'This quote already has its project.',
      details: { projectId: 'existing-project' },
    });
    expect((await quoteOf(linked)).projectId).toBe('existing-project');

    const unknown = await create({ quoteId: 'no-such-quote', startDate: '2026-12-01' }, cast.admin.token);
    expect(unknown.status).toBe(404);
  });

  it('refuses anyone but an administrator', async () => {
    const quoteId = await quoteFor('accepted');
    expect((await create({ quoteId, startDate: '2026-12-01' })).status).toBe(401);
    expect((await create({ quoteId, startDate: '2026-12-01' }, cast.alice.token)).status).toBe(403);
    expect((await quoteOf(quoteId)).projectId).toBeNull();
  });
});
