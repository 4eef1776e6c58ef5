import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMEOUTS_MS } from '../../../shared/limits';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { serveTableLabels, serveTableSearch } from '../form/testing/dictServer';
import { SearchSelect } from './SearchSelect';

const ORG = 'nanli_service_org,org_name,id';
const ORGS = [
  { value: 'O1', text: '南宁安科安全技术有限公司' },
  { value: 'O2', text: '广西安评咨询有限公司' },
];

function type(text: string) {
  const input = screen.getByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('search select', () => {
  it('hints before any search and searches once, 300 ms after the last keystroke', async () => {
    const calls = serveTableSearch(ORGS);
    const onChange = vi.fn();
    renderWithApp(<SearchSelect dict={ORG} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findAllByText(WIDGET_TEXTS.dictSearchHint)).not.toHaveLength(0);

    const started = Date.now();
    type('南');
    type('南宁');
    type('南宁安');
    expect(calls).toHaveLength(0);
    fireEvent.click(await screen.findByText('南宁安科安全技术有限公司'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS_MS.asyncSearchDebounce - 20);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe(`/api/sys/dict/loadDict/${encodeURIComponent(ORG)}`);
    expect(calls[0]!.searchParams.get('keyword')).toBe('南宁安');
    expect(calls[0]!.searchParams.get('pageSize')).toBe('10');
    expect(onChange).toHaveBeenCalledWith('O1');
  });

  it('says 没有查询到任何数据 when a search finds nothing', async () => {
    serveTableSearch(ORGS);
    renderWithApp(<SearchSelect dict={ORG} />);
    type('不存在的机构');
    expect(await screen.findByText(WIDGET_TEXTS.dictSearchEmpty)).toBeTruthy();
  });

  it('shows the text of the current value through loadDictItem', async () => {
    const calls = serveTableLabels({ O2: '广西安评咨询有限公司' });
    renderWithApp(<SearchSelect dict={ORG} value="O2" />);
    expect(await screen.findByText('广西安评咨询有限公司')).toBeTruthy();
    expect(calls[0]!.searchParams.get('key')).toBe('O2');
  });

  it('shows a refused search as a warning with the server message', async () => {
    serveTableSearch([], '字典Code格式不正确！');
    renderWithApp(<SearchSelect dict={ORG} />);
    type('南宁');
    expect(await screen.findByText('字典Code格式不正确！')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-message-warning')).not.toBeNull());
  });
});
