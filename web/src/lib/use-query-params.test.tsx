import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useQueryParams } from './use-query-params';

const at =
  (address: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;

const useBoth = () => ({ query: useQueryParams(), location: useLocation(), navigate: useNavigate() });

describe('useQueryParams', () => {
  it('keeps the parameters it is not told to change, and removes those set empty', () => {
    const { result } = renderHook(useBoth, { wrapper: at('/webmin1010/projects?status=planning&page=3') });
    act(() => result.current.query[1]({ q: 'green', page: null }));
    expect(result.current.location.search).toBe('?status=planning&q=green');
  });

  it('keeps a search typed just before a filter is chosen, before the screen shows the search', () => {
    const { result } = renderHook(useBoth, { wrapper: at('/webmin1010/projects') });
    const [, change] = result.current.query;
    act(() => {
      change({ q: 'findable' });
      change({ status: 'planning' });
    });
    expect(result.current.location.search).toBe('?q=findable&status=planning');
    // Once shown, the next change builds on what the address shows.
    act(() => result.current.query[1]({ status: 'on-hold' }));
    expect(result.current.location.search).toBe('?q=findable&status=on-hold');
  });

  it('builds on the address Back returned to, not on the step it undid', () => {
    const { result } = renderHook(useBoth, { wrapper: at('/webmin1010/leads?status=new') });
    act(() => result.current.query[1]({ after: 'lead-9' }, { push: true }));
    expect(result.current.location.search).toBe('?status=new&after=lead-9');

    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?status=new');
    act(() => result.current.query[1]({ industry: 'health' }));
    expect(result.current.location.search).toBe('?status=new&industry=health');
  });
});
