import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savePermissions } from './sessionState';
import { useButtonAccess, useButtonCodes } from './useButtonCodes';

const CODES = { add: 'job:add', edit: 'job:edit', remove: 'job:delete', run: 'job:run' } as const;

describe('useButtonCodes', () => {
  it('allows codes the user holds or whose rule is switched off, and follows permission reloads', () => {
    act(() =>
      savePermissions({
        menu: [],
        auth: [{ action: 'job:add,job:edit', type: '1', describe: '' }],
        allAuth: [
          { action: 'job:delete', type: '1', status: '1', describe: '' },
          { action: 'job:run', type: '1', status: '0', describe: '' },
        ],
      }),
    );
    const { result } = renderHook(() => ({ codes: useButtonCodes(CODES), can: useButtonAccess() }));
    expect(result.current.codes).toEqual({ add: true, edit: true, remove: false, run: true });
    expect(result.current.can('job:unknown')).toBe(false);

    act(() =>
      savePermissions({ menu: [], auth: [{ action: 'job:delete', type: '1', describe: '' }], allAuth: [] }),
    );
    expect(result.current.codes).toEqual({ add: false, edit: false, remove: true, run: false });
  });
});
