import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { RETURN_ON_CLOSE, useReturnOnClose } from './use-return-on-close';

const RECORD = '/webmin1010/clients/c1';
const NEW_PROJECT = '/webmin1010/projects?new=c1';

const useBoth = () => ({ giveBack: useReturnOnClose(), location: useLocation() });

describe('useReturnOnClose', () => {
  it('gives back the screen whose link opened the dialog and asked for it', () => {
    const { result } = renderHook(useBoth, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter
          initialEntries={[RECORD, { pathname: '/webmin1010/projects', search: '?new=c1', state: RETURN_ON_CLOSE }]}
        >
          {children}
        </MemoryRouter>
      ),
    });
    act(() => result.current.giveBack!());
    expect(result.current.location.pathname).toBe(RECORD);
  });

  it('leaves a dialog opened any other way to close where it is', () => {
    const { result } = renderHook(useBoth, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[RECORD, NEW_PROJECT]}>{children}</MemoryRouter>
      ),
    });
    expect(result.current.giveBack).toBeNull();
  });
});
