import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useFileParam } from './use-file-param';

const at =
  (address: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;

describe('useFileParam', () => {
  it('opens the file a link names by its id', () => {
    const { result } = renderHook(useFileParam, { wrapper: at('/client/files?file=Ab12Cd34Ef56Gh78Ij90') });
    expect(result.current.openId).toBe('Ab12Cd34Ef56Gh78Ij90');
  });

  it.each(['a%2Fb', 'a%2Fb%2Fc', '__name__', '..'])(
    'opens nothing for ?file=%s, which names no file (a path would read another document, or none at all)',
    (id) => {
      const { result } = renderHook(useFileParam, { wrapper: at(`/client/files?file=${id}`) });
      expect(result.current.openId).toBeNull();
    },
  );
});
