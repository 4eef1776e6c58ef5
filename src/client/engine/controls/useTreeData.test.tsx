import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serveTree } from '../form/testing/dictServer';
import { useTreeData } from './useTreeData';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
const SOURCE = {
  tableName: 'sys_depart',
  text: 'depart_name',
  code: 'id',
  pidField: 'parent_id',
  hasChildField: '',
  condition: '',
  rootPid: '',
};

describe('useTreeData', () => {
  it('asks for a node’s children once however often the tree asks to load it', async () => {
    const calls = serveTree({
      '': [{ key: 'D1', title: '应急管理局', leaf: false }],
      D1: [{ key: 'D11', title: '安全监管科', leaf: true }],
    });
    const { result } = renderHook(() => useTreeData(SOURCE), { wrapper });
    await waitFor(() => expect(result.current.nodes).toHaveLength(1));
    await act(() => Promise.all([result.current.loadChildren('D1'), result.current.loadChildren('D1')]));
    await act(() => result.current.loadChildren('D1'));
    expect(result.current.nodes.map((node) => node.title)).toEqual(['应急管理局', '安全监管科']);
    expect(calls.map((call) => call.searchParams.get('pid'))).toEqual(['', 'D1']);
  });
});
