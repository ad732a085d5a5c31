import {
  BUDGET_RANGES,
  INDUSTRIES,
  type OnboardingInput,
  optionLabel,
  SERVICE_INTERESTS,
  TIMELINES,
} from '@agency/common';

import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';

/** The agency's "new client" email after a first onboarding. Everything the client typed is escaped in the HTML. */
export function onboardedNotification(
  input: OnboardingInput,
  client: { uid: string; email: string },
  to: string,
): OutgoingMail {
  const rows: [string, string][] = [
    ['Name', input.name],
    ['Email', client.email],
    ['Business', input.businessName],
    ['Industry', optionLabel(INDUSTRIES, input.industry)],
    ['Website', input.website || '(none)'],
    ['Location', input.location],
    ['Services', input.services.map((service) => optionLabel(SERVICE_INTERESTS, service)).join(', ')],
    ['Budget', optionLabel(BUDGET_RANGES, input.budget)],
    ['Timeline', optionLabel(TIMELINES, input.timeline)],
  ];
  const subject = headerSafe(`New client: ${input.name} (${input.businessName})`);
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', input.goals, '', `Client id: ${client.uid}`];
  const html = [
    `<p>${rows.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.goals)}</p>`,
    `<p style="color:#666">Client id: ${escapeHtml(client.uid)}</p>`,
  ];
  return { to: [to], replyTo: client.email, message: { subject, text: text.join('\n'), html: html.join('') } };
}
