import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { serveDictItems } from '../form/testing/dictServer';
import { cacheDictionaries } from '../form/testing/schemas';
import { dictText, useDictItems } from './useDictItems';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useDictItems', () => {
  it('answers a plain code from the login cache without a request', () => {
    cacheDictionaries();
    const calls = serveDictItems({});
    const { result } = renderHook(() => useDictItems('sex'), { wrapper });
    expect(result.current.items.map((item) => [item.value, item.text])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
    expect(result.current.loading).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('asks getDictItems once for a code the cache lacks, shared by every user of it', async () => {
    const calls = serveDictItems({ 'nanli_service_org,org_name,id': [{ value: 'O1', text: '南宁安科' }] });
    const { result } = renderHook(
      () => [useDictItems('nanli_service_org,org_name,id'), useDictItems('nanli_service_org,org_name,id')],
      { wrapper },
    );
    await waitFor(() => expect(result.current[0]!.items).toHaveLength(1));
    expect(result.current[1]!.items[0]).toEqual({ value: 'O1', text: '南宁安科', title: '南宁安科' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.has('_t')).toBe(false);
  });

  it('turns stored values into their texts, several comma-joined', () => {
    cacheDictionaries();
    const { result } = renderHook(() => useDictItems('nl_enable'), { wrapper });
    expect(dictText(result.current.items, '0')).toBe('停用');
    expect(dictText(result.current.items, '1,0,9', true)).toBe('启用,停用,9');
    expect(dictText(result.current.items, null)).toBe('');
  });
});
