import { useReducer, useRef } from 'react';

import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { saveQuote, sendQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Quote } from '@/lib/firestore/quotes';

import {
  formErrorsFrom,
  quoteFormSchema,
  type QuoteFormValues,
  quoteFormValues,
  refusedFields,
  saveRequestFrom,
} from './admin-quote-form';
import { problemOf, quoteBuilderFlow, startEditing } from './quote-builder-flow';

const TOP_FIELDS = ['clientId', 'projectId', 'title', 'validDays'] as const;

interface FlowOptions {
  /** The draft being edited; null for a new quote. */
  quote: Quote | null;
  /** The client a new quote starts with. */
  clientId: string;
  clientName: (clientId: string) => string;
  onClose: () => void;
  /** A new draft was stored: the page opens it by its id. */
  onSaved: (quoteId: string) => void;
}

/**
 * The quote builder's form and flow (quote-builder-flow.ts): Save draft stores it through `saveQuote`; Send asks
 * first, then stores it and asks `sendQuote` to number it and email the client. A refusal keeps everything typed:
 * field messages under their fields, the rest on top.
 */
export function useQuoteBuilderFlow({ quote, clientId, clientName, onClose, onSaved }: FlowOptions) {
  const [state, dispatch] = useReducer(quoteBuilderFlow, startEditing);
  // Which submit button sent the form (Enter in a field is Save draft, the first one).
  const intent = useRef<'draft' | 'send'>('draft');

  const refused = (error: unknown, what: string) => {
    const fields = refusedFields(error);
    if (fields) {
      const { errors, other } = formErrorsFrom(fields, TOP_FIELDS);
      form.formik.setErrors(errors);
      dispatch({ type: 'refused', problem: other.length ? other.join(' ') : 'Check the fields marked below.' });
    } else {
      dispatch({ type: 'refused', problem: firebaseErrorMessage(error) });
    }
    notify.error(
      `The quote was not ${what}`,
      fields ? 'Check the fields marked in the quote.' : firebaseErrorMessage(error),
    );
  };

  /** Stores the form as a draft; the draft's id, or null when the function refused it. */
  const store = async (values: QuoteFormValues): Promise<string | null> => {
    try {
      const { quoteId } = await saveQuote(saveRequestFrom(values, quote?.id ?? null));
      return quoteId;
    } catch (error) {
      refused(error, 'saved');
      return null;
    }
  };

  const form = useForm<QuoteFormValues>({
    idPrefix: 'quote',
    initialValues: quoteFormValues(quote, clientId),
    validationSchema: quoteFormSchema,
    onSubmit: async (values) => {
      if (intent.current === 'send') {
        dispatch({ type: 'sendAsked' });
        return;
      }
      dispatch({ type: 'saveStarted' });
      const quoteId = await store(values);
      if (!quoteId) return;
      notify.success('Draft saved', values.title.trim());
      // Saved again, the form's values are the draft's now.
      form.formik.resetForm({ values });
      if (!quote) onSaved(quoteId);
    },
  });
  const { values } = form.formik;
  const sending = state.step === 'sending';
  const busy = form.formik.isSubmitting || sending;

  const send = async () => {
    dispatch({ type: 'sendConfirmed' });
    try {
      const quoteId = await store(values);
      if (!quoteId) return;
      try {
        const { number } = await sendQuote({ quoteId });
        notify.success(`Quote ${number} sent`, `${clientName(values.clientId)} has been emailed a link to it.`);
        // The page shows the sent quote, read-only, once its status has changed.
        if (!quote) onSaved(quoteId);
      } catch (error) {
        refused(error, 'sent');
        // The draft is stored: stay on it, so a second Send does not make another.
        if (!quote) onSaved(quoteId);
      }
    } finally {
      dispatch({ type: 'sendFinished' });
    }
  };

  return {
    ...form,
    problem: problemOf(state),
    confirmOpen: state.step !== 'editing',
    sending,
    busy,
    /** Marks which submit button is sending the form. */
    intend: (next: 'draft' | 'send') => (intent.current = next),
    send: () => void send(),
    cancelSend: () => dispatch({ type: 'sendCancelled' }),
    close: () => {
      if (busy) return;
      onClose();
    },
  };
}
