import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useFocusAfterRun } from './run-outcome';

/** A run's view: its progress (holding focus, perhaps) until it ends, then the result. */
function View({ ended }: { ended: boolean }) {
  const { progressFocus, targetRef } = useFocusAfterRun(ended);
  return ended ? (
    <a href="/report" ref={targetRef as React.RefObject<HTMLAnchorElement | null>}>
      Read the report
    </a>
  ) : (
    <div {...progressFocus} tabIndex={-1} data-testid="progress">
      Assessing
    </div>
  );
}

describe('useFocusAfterRun', () => {
  it('moves focus to the result when the progress that held it goes', () => {
    const { rerender } = render(<View ended={false} />);
    screen.getByTestId('progress').focus();
    rerender(<View ended />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read the report' }));
  });

  it('leaves focus alone when it was elsewhere', () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        <View ended={false} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(
      <>
        <button type="button">Elsewhere</button>
        <View ended />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
