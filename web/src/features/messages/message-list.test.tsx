import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MessageList } from './message-list';

const noop = vi.fn();

/** The conversation's list with one message the server refused, for `reason` (or none known). */
function renderFailed(reason?: string) {
  render(
    <MessageList
      messages={[]}
      failed={[{ id: 'm1', body: 'Are we still on for Friday?', fileIds: [], failedAt: new Date(), reason }]}
      viewer="client"
      viewerUid="client-alice"
      senderName={() => 'You'}
      otherReadAt={null}
      stalled={new Set()}
      onReconnect={noop}
      onRetry={noop}
      onDiscard={noop}
    />,
  );
  return screen.getByRole('listitem', { name: 'Your message, not sent' });
}

describe('a message the server refused', () => {
  it('says why in plain words when the day’s messages are spent', () => {
    const reason = 'You have sent 200 messages today, the most we take in a day. You can send more tomorrow.';
    const bubble = renderFailed(reason);
    expect(bubble.textContent).toContain('Are we still on for Friday?');
    expect(screen.getByRole('alert').textContent).toContain(`Not sent: ${reason}`);
  });

  it('says only that it was not sent when nothing more is known, and offers to try again', () => {
    renderFailed();
    expect(screen.getByRole('alert').textContent).toBe('Not sent.RetryDiscard');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
