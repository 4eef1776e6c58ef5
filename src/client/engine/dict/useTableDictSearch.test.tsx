import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serveTableSearch } from '../form/testing/dictServer';
import { useTableDictSearch } from './useTableDictSearch';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
const CODE = 'nanli_enterprise,enterprise_name,id';

describe('useTableDictSearch', () => {
  it('runs only the last search of a burst, after the debounce', async () => {
    const calls = serveTableSearch([{ value: 'E1', text: '南宁市安科化工有限公司' }]);
    const { result } = renderHook(() => useTableDictSearch(CODE), { wrapper });
    act(() => {
      result.current.search('南');
      result.current.search('南宁');
      result.current.search(' 南宁市 ');
    });
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    expect(calls.map((url) => url.searchParams.get('keyword'))).toEqual(['南宁市']);
    expect(result.current.keyword).toBe('南宁市');
  });

  it('does not ask the server for an empty keyword, and clears the options', async () => {
    const calls = serveTableSearch([{ value: 'E1', text: '南宁市安科化工有限公司' }]);
    const { result } = renderHook(() => useTableDictSearch(CODE), { wrapper });
    act(() => result.current.search('南宁'));
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    act(() => result.current.search('  '));
    // The options cleared: the empty search has run (the barrier), and it asked the server nothing.
    await waitFor(() => expect(result.current.options).toEqual([]));
    expect(result.current.keyword).toBe('');
    expect(calls.map((url) => url.searchParams.get('keyword'))).toEqual(['南宁']);
  });

  it('warns with the server message when the search is refused', async () => {
    serveTableSearch([], '操作失败');
    const { result } = renderHook(() => useTableDictSearch(CODE), { wrapper });
    act(() => result.current.search('南宁'));
    expect(await screen.findByText('操作失败')).toBeTruthy();
    await waitFor(() => expect(result.current.loading).toBe(false));
  });
});
