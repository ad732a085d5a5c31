import { ASSESSMENT_CHECKS, type AssessmentCheckResult } from '@agency/common';

import { AGENCY_NAME } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

/** How many of the weakest checks the agency's mail names. */
const WEAKEST_SHOWN = 3;

/**
 * The checks that did not pass, most points lost first: fails before "improve"s, heavier checks first, then the
 * table's order.
 */
export function weakestChecks(checks: readonly AssessmentCheckResult[], count = WEAKEST_SHOWN) {
  const lost = (check: AssessmentCheckResult) =>
    ASSESSMENT_CHECKS[check.id].weight * (check.verdict === 'fail' ? 1 : 0.5);
  return checks
    .filter((check) => check.verdict !== 'pass')
    .map((check, index) => ({ check, index }))
    .sort((a, b) => lost(b.check) - lost(a.check) || a.index - b.index)
    .slice(0, count)
    .map(({ check }) => check);
}

export interface AssessedClient {
  uid: string;
  name: string;
  businessName: string;
  email: string;
}

/**
 * The agency's mail about a client's finished assessment (a warm lead): who, which site, the score, the weakest
 * checks and the link to the client's details. Everything that came from the client or their site is escaped.
 */
export function assessmentFinishedMail(
  to: string,
  client: AssessedClient,
  assessment: { url: string; score: number; checks: readonly AssessmentCheckResult[] },
): OutgoingMail {
  const who = client.businessName ? `${client.name} (${client.businessName})` : client.name;
  const link = `${portalOrigin()}/webmin1010/clients?client=${encodeURIComponent(client.uid)}`;
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
    `Their details: ${link}`,
    '',
    AGENCY_NAME,
  ];
  const html = [
    `<p>${escapeHtml(intro)}<br><strong>${escapeHtml(score)}</strong></p>`,
    `<p>${escapeHtml(weakestHeading)}</p>`,
    weakest.length ? `<ul>${weakest.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(link)}">Open their details</a></p>`,
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
