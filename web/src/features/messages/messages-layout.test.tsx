import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { NavigateButton, renderPage } from '@/test/render-page';

import { ConversationHeader } from './messages-layout';

/** The messages screen, cut down: the list (one way in), and the conversation at its own address. */
function Messages() {
  return (
    <Routes>
      <Route path="/client/messages" element={<NavigateButton to="/client/messages/general-c1" />} />
      <Route
        path="/client/messages/:threadId"
        element={<ConversationHeader title="General" listHref="/client/messages" />}
      />
    </Routes>
  );
}

const heading = () => screen.getByRole('heading', { name: 'General' });

describe('an open conversation’s heading', () => {
  it('takes the focus when the conversation is opened from the list', async () => {
    renderPage(<Messages />, '/client/messages');
    fireEvent.click(screen.getByText('Go to /client/messages/general-c1'));
    expect(await screen.findByRole('heading', { name: 'General' })).toBe(document.activeElement);
  });

  it('leaves the focus at the top of a page loaded at the conversation’s address, for the skip link', async () => {
    renderPage(<Messages />, '/client/messages/general-c1');
    await screen.findByRole('heading', { name: 'General' });
    expect(document.activeElement).toBe(document.body);
    expect(heading()).not.toBe(document.activeElement);
  });
});
