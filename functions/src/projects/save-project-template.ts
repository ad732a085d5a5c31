import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';

import { projectTemplateSchema, type SaveProjectTemplateResult } from '@agency/common';

import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { projectTemplateRef } from '../lib/firestore/project-templates';

/**
 * An administrator saves the whole template of one service: the form's schema checks it again here, because rules
 * cannot check every step of its lists (docs/decisions/043-project-templates.md). The last save wins; a template
 * only shapes projects made after it.
 */
export const saveProjectTemplate = onCall({ cors: true }, async (request): Promise<SaveProjectTemplateResult> => {
  await adminCaller(request);
  const template = await parseCallableData(projectTemplateSchema, request.data);
  const ref = projectTemplateRef(template.service);
  await ref.set({
    service: template.service,
    name: template.name,
    milestones: template.milestones.map(({ title, offsetDays }) => ({ title, offsetDays })),
    clientTasks: template.clientTasks.map(({ title, offsetDays }) => ({ title, offsetDays })),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { templateId: ref.id };
});
