import { ASSESSMENT_CHECKS, type AssessmentCheckResult, weakestChecks } from '@agency/common';

import { AGENCY_NAME } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

export interface AssessedClient {
  uid: string;
  name: string;
  businessName: string;
  email: string;
}

/**
 * The agency's mail about a client's finished assessment (a warm lead): who, which site, the score, the weakest
 * checks, and links to the report and to the client's details. Everything that came from the client or their site is escaped.
 */
export function assessmentFinishedMail(
  to: string,
  client: AssessedClient,
  assessment: { id: string; url: string; score: number; checks: readonly AssessmentCheckResult[] },
): OutgoingMail {
  const who = client.businessName ? `${client.name} (${client.businessName})` : client.name;
  const link = `${portalOrigin()}/webmin1010/clients?client=${encodeURIComponent(client.uid)}`;
  const report = `${portalOrigin()}/webmin1010/assessments/${encodeURIComponent(assessment.id)}`;
  const weakest = weakestChecks(assessment.checks).map(
    (check) => `${ASSESSMENT_CHECKS[check.id].label}: ${check.reason} (${check.value})`,
  );
  const intro = `${who} ran the free website assessment of ${assessment.url}.`;
  const score = `Score: ${assessment.score} out of 100.`;
  const weakestHeading = weakest.length ? 'Where the site loses most:' : 'Every check passed.';

  const text = [
    intro,
    score,
    '',
    weakestHeading,
    ...weakest.map((line) => `- ${line}`),
    '',
    `The report: ${report}`,
    `Their details: ${link}`,
    '',
    AGENCY_NAME,
  ];
  const html = [
    `<p>${escapeHtml(intro)}<br><strong>${escapeHtml(score)}</strong></p>`,
    `<p>${escapeHtml(weakestHeading)}</p>`,
    weakest.length ? `<ul>${weakest.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(report)}">Read the report</a> · <a href="${escapeHtml(link)}">Open their details</a></p>`,
    `<p>${escapeHtml(AGENCY_NAME)}</p>`,
  ];
  return {
    to: [to],
    replyTo: client.email || to,
    message: {
      subject: headerSafe(`Website assessment by ${who}: ${assessment.score} out of 100`),
      text: text.join('\n'),
      html: html.join(''),
    },
  };
}
