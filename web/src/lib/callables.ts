import { httpsCallable } from 'firebase/functions';

import {
  type AcceptQuoteRequest,
  type AcceptQuoteResult,
  type AccountChangeResult,
  CALLABLES,
  type CheckoutSessionResult,
  type CompleteOnboardingResult,
  type ConfirmLinkSignInResult,
  type CreateProjectFromQuoteRequest,
  type DecideDeliverableRequest,
  type DeclineQuoteRequest,
  type InviteClientInput,
  type InviteClientResult,
  type InvoiceIdRequest,
  type IssueNewInvoiceResult,
  type OnboardingInput,
  type OpenThreadRequest,
  type OpenThreadResult,
  type PaymentOptionsResult,
  type ProjectTemplateInput,
  type QuoteIdRequest,
  type RecordPaymentRequest,
  type RecordPaymentResult,
  type RequestQuoteRequest,
  type RequestQuoteResult,
  type RevokeFileLinksResult,
  type SaveProjectRequest,
  type SaveProjectResult,
  type SaveProjectTemplateResult,
  type SaveQuoteRequest,
  type SaveQuoteResult,
  type SendQuoteResult,
  type SetAccountDisabledInput,
  type SetAdminRoleInput,
  type VoidInvoiceRequest,
  type VoidInvoiceResult,
} from '@agency/common';

import { withoutUndefined } from '@/lib/callable-data';
import { functions } from '@/lib/firebase-functions';

/**
 * The callable functions (functions/src/accounts, functions/src/projects), typed with the shared schemas they
 * validate against. Unset fields are left out rather than sent as the null the SDK would make of them.
 */
const callable =
  <Input, Result>(name: string) =>
  async (input: Input): Promise<Result> =>
    (await httpsCallable<Input, Result>(functions, name)(withoutUndefined(input))).data;

export const completeOnboarding = callable<OnboardingInput, CompleteOnboardingResult>(CALLABLES.completeOnboarding);
/** Straight after an emailed link signs in to an account that existed before it (docs/decisions/012). */
export const confirmLinkSignIn = callable<void, ConfirmLinkSignInResult>(CALLABLES.confirmLinkSignIn);
export const inviteClient = callable<InviteClientInput, InviteClientResult>(CALLABLES.inviteClient);
export const setAccountDisabled = callable<SetAccountDisabledInput, AccountChangeResult>(CALLABLES.setAccountDisabled);
export const setAdminRole = callable<SetAdminRoleInput, AccountChangeResult>(CALLABLES.setAdminRole);
export const saveProject = callable<SaveProjectRequest, SaveProjectResult>(CALLABLES.saveProject);
export const saveProjectTemplate = callable<ProjectTemplateInput, SaveProjectTemplateResult>(
  CALLABLES.saveProjectTemplate,
);
/** The project of an accepted quote, from its service's template (docs/decisions/043-project-templates.md). */
export const createProjectFromQuote = callable<CreateProjectFromQuoteRequest, SaveProjectResult>(
  CALLABLES.createProjectFromQuote,
);
export const archiveProject = callable<{ projectId: string; archived: boolean }, SaveProjectResult>(
  CALLABLES.archiveProject,
);
/** Opens (making it the first time) a client's general conversation or a project's (docs/decisions/015). */
export const openThread = callable<OpenThreadRequest, OpenThreadResult>(CALLABLES.openThread);
/** The client approves a deliverable's version or asks for changes; a function stamps it (docs/decisions/016). */
export const decideDeliverable = callable<DecideDeliverableRequest, { ok: true }>(CALLABLES.decideDeliverable);
/** An administrator revokes every download link of one file; the function logs it (docs/decisions/016). */
export const revokeFileLinks = callable<{ fileId: string }, RevokeFileLinksResult>(CALLABLES.revokeFileLinks);

// Quotes, invoices and payments (docs/decisions/017-quotes-and-invoices.md): every write goes through these.
export const saveQuote = callable<SaveQuoteRequest, SaveQuoteResult>(CALLABLES.saveQuote);
export const sendQuote = callable<QuoteIdRequest, SendQuoteResult>(CALLABLES.sendQuote);
export const withdrawQuote = callable<QuoteIdRequest, { ok: true }>(CALLABLES.withdrawQuote);
export const duplicateQuote = callable<QuoteIdRequest, SaveQuoteResult>(CALLABLES.duplicateQuote);
export const acceptQuote = callable<AcceptQuoteRequest, AcceptQuoteResult>(CALLABLES.acceptQuote);
export const declineQuote = callable<DeclineQuoteRequest, { ok: true }>(CALLABLES.declineQuote);
export const requestQuote = callable<RequestQuoteRequest, RequestQuoteResult>(CALLABLES.requestQuote);
export const recordPayment = callable<RecordPaymentRequest, RecordPaymentResult>(CALLABLES.recordPayment);
export const voidInvoice = callable<VoidInvoiceRequest, VoidInvoiceResult>(CALLABLES.voidInvoice);
/** An accepted quote whose invoice was voided gets a new one; asking again while it is live issues nothing. */
export const issueNewInvoice = callable<QuoteIdRequest, IssueNewInvoiceResult>(CALLABLES.issueNewInvoice);
export const paymentOptions = callable<void, PaymentOptionsResult>(CALLABLES.paymentOptions);
export const createCheckoutSession = callable<InvoiceIdRequest, CheckoutSessionResult>(CALLABLES.createCheckoutSession);
