import { useReducer, useRef, useState } from 'react';

import { FILE_LIMITS } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { decideDeliverable, revokeFileLinks } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useStorage } from '@/lib/firebase-storage';
import { HISTORY_PAGE, type SharedFile, useFile, useFileVersions } from '@/lib/firestore/files';

import {
  commentProblem,
  decisionFlow,
  revokeFlow,
  shownVersionFlow,
  startWriting,
  type Verdict,
} from './file-dialog-flow';
import { downloadFile } from './file-parts';

/** The version the dialog shows, live: the one asked for, until another in its history is chosen. */
export function useShownFile(fileId: string | null) {
  const [chosen, dispatch] = useReducer(shownVersionFlow, { from: fileId, id: fileId });
  if (chosen.from !== fileId) dispatch({ type: 'opened', fileId });
  const shownId = chosen.id;
  const live = useFile(shownId, 'card');
  return { live, choose: (id: string) => dispatch({ type: 'chosen', id }) };
}

/**
 * A file's newest versions that are ready, newest first, HISTORY_PAGE more with each `showOlder` while there are
 * older ones (`more`), and how to download the one shown.
 */
export function useVersionHistory(file: SharedFile) {
  const storage = useStorage();
  const [max, setMax] = useState(HISTORY_PAGE);
  const versions = useFileVersions(file.clientId, file.versionGroup, max, 'page');
  const history = (versions.data ?? []).filter((version) => version.ready);
  const more = versions.data?.length === max;
  const download = async () => {
    try {
      await downloadFile(storage, file);
    } catch (error) {
      notify.error(`Could not download ${file.name}`, firebaseErrorMessage(error));
    }
  };
  return { history, more, showOlder: () => setMax((now) => now + HISTORY_PAGE), download: () => void download() };
}

/** The agency revokes every public link of the file, once it has said yes. */
export function useRevokeLinks(file: SharedFile) {
  const [state, dispatch] = useReducer(revokeFlow, { step: 'idle' });
  const revoke = async () => {
    dispatch({ type: 'confirmed' });
    try {
      const { revoked } = await revokeFileLinks({ fileId: file.id });
      if (revoked) notify.success('Public links revoked', `Anyone holding a link to ${file.name} is refused now.`);
      else notify.success(`${file.name} had no public links`, 'Nobody can open it without signing in.');
    } catch (error) {
      notify.error(`Could not revoke the public links of ${file.name}`, firebaseErrorMessage(error));
    } finally {
      dispatch({ type: 'finished' });
    }
  };
  return {
    state,
    ask: () => dispatch({ type: 'asked' }),
    cancel: () => dispatch({ type: 'cancelled' }),
    revoke: () => void revoke(),
  };
}

/** The client's decision on a version: approve it, or ask for changes with a comment saying what. */
export function useDecision(file: SharedFile) {
  const [state, dispatch] = useReducer(decisionFlow, startWriting);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const decide = async (decision: Verdict) => {
    const text = state.comment.trim();
    const problem = commentProblem(decision, state.comment, FILE_LIMITS.commentMax);
    if (problem) {
      dispatch({ type: 'commentRefused', error: problem });
      if (decision === 'changes-requested' && !text) commentField.current?.focus();
      return;
    }
    dispatch({ type: 'sendStarted', verdict: decision });
    try {
      await decideDeliverable({ fileId: file.id, decision, ...(text ? { comment: text } : {}) });
      notify.success(decision === 'approved' ? `Version ${file.version} approved` : 'Change request sent');
      dispatch({ type: 'decided' });
    } catch (error) {
      notify.error('Your decision was not saved', firebaseErrorMessage(error));
      dispatch({ type: 'failed' });
    }
  };
  return {
    state,
    commentField,
    type: (comment: string) => dispatch({ type: 'typed', comment }),
    decide: (decision: Verdict) => void decide(decision),
  };
}
