import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { grantAll, serveEntity } from './test/fixtures';
import {
  PAGE_TITLE,
  header,
  isFolded,
  locationQuery,
  pick,
  queryControl,
  renderList,
  table,
} from './test/renderList';

const params = (query: URLSearchParams) => Object.fromEntries([...query].filter(([key]) => key !== '_t'));

describe('the list request', { timeout: 20_000 }, () => {
  it('asks for page 1 of 10 with the entity default sort, and shows the range text', async () => {
    grantAll();
    const server = serveEntity();
    renderList();
    expect(await screen.findByText('企业1')).toBeTruthy();
    expect(params(server.lastList())).toEqual({ pageNo: '1', pageSize: '10' });
    expect(server.lastList().get('_t')).toMatch(/^\d+$/);
    expect(screen.getByText('1-10 共23条')).toBeTruthy();
    expect(screen.getByText(PAGE_TITLE)).toBeTruthy();
  });

  it('sends each query mode in its form: like as *x*, single as is, ranges as _begin/_end', async () => {
    grantAll();
    const server = serveEntity();
    renderList();
    await screen.findByText('企业1');
    fireEvent.change(queryControl('企业名称'), { target: { value: '科技' } });
    fireEvent.change(queryControl('统一社会信用代码'), { target: { value: '91450100' } });
    await pick(queryControl('所属区县'), '青秀区');
    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    fireEvent.change(screen.getAllByPlaceholderText(ENGINE_LIST_TEXTS.rangeStart)[0]!, {
      target: { value: '10' },
    });
    fireEvent.change(screen.getAllByPlaceholderText(ENGINE_LIST_TEXTS.rangeEnd)[0]!, {
      target: { value: '99' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }));
    await waitFor(() => expect(server.lastList().get('enterpriseName')).toBe('*科技*'));
    expect(params(server.lastList())).toEqual({
      enterpriseName: '*科技*',
      creditCode: '91450100',
      districtCode: '450103',
      employeeCount_begin: '10',
      employeeCount_end: '99',
      pageNo: '1',
      pageSize: '10',
    });
    // The URL keeps what the user typed.
    expect(locationQuery().get('enterpriseName')).toBe('科技');

    fireEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    await waitFor(() => expect(params(server.lastList())).toEqual({ pageNo: '1', pageSize: '10' }));
    expect((queryControl('企业名称') as HTMLInputElement).value).toBe('');
    // Typed but not applied: 重置 clears it too.
    fireEvent.change(queryControl('企业名称'), { target: { value: '未查询' } });
    fireEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    expect((queryControl('企业名称') as HTMLInputElement).value).toBe('');
  });

  it('shows basic query fields first and the rest after 展开, until 收起', async () => {
    grantAll();
    serveEntity();
    renderList();
    await screen.findByText('企业1');
    const folded = () => isFolded('风险等级');
    expect(folded()).toBe(true);
    expect(isFolded('企业名称')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    expect(folded()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /收\s*起/ }));
    expect(folded()).toBe(true);
  });

  it('pages with sizes 10/20/30 and keeps page and size in the URL', async () => {
    grantAll();
    const server = serveEntity();
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(within(table()).getByTitle('2'));
    expect(await screen.findByText('11-20 共23条')).toBeTruthy();
    expect(params(server.lastList())).toMatchObject({ pageNo: '2', pageSize: '10' });
    expect(locationQuery().get('pageNo')).toBe('2');

    fireEvent.mouseDown(screen.getByText('10 条/页'));
    expect(await screen.findByTitle('30 条/页')).toBeTruthy();
    fireEvent.click(screen.getByTitle('20 条/页'));
    expect(await screen.findByText('1-20 共23条')).toBeTruthy();
    expect(params(server.lastList())).toMatchObject({ pageNo: '1', pageSize: '20' });
    expect(locationQuery().get('pageSize')).toBe('20');
    expect(table().querySelector('.ant-pagination-options-quick-jumper input')).toBeTruthy();
  });

  it('sorts on the server by the field, a dictionary column without its _dictText suffix', async () => {
    grantAll();
    const server = serveEntity();
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(header('企业名称'));
    await waitFor(() => expect(server.lastList().get('order')).toBe('asc'));
    expect(server.lastList().get('column')).toBe('enterpriseName');
    fireEvent.click(header('企业名称'));
    await waitFor(() => expect(server.lastList().get('order')).toBe('desc'));
    fireEvent.click(header('所属区县'));
    await waitFor(() => expect(server.lastList().get('column')).toBe('districtCode'));
    expect(locationQuery().get('column')).toBe('districtCode');
  });
});

describe('the URL', { timeout: 20_000 }, () => {
  it('restores filters, page, size and sort on load', async () => {
    grantAll();
    const server = serveEntity();
    renderList(
      '?enterpriseName=科技&districtCode=450103&employeeCount_begin=5&establishDate_begin=2024-01-01' +
        '&pageNo=2&pageSize=20&column=employeeCount&order=asc',
    );
    expect(await screen.findByText('21-23 共23条')).toBeTruthy();
    expect(params(server.lastList())).toEqual({
      enterpriseName: '*科技*',
      districtCode: '450103',
      employeeCount_begin: '5',
      establishDate_begin: '2024-01-01',
      column: 'employeeCount',
      order: 'asc',
      pageNo: '2',
      pageSize: '20',
    });
    expect((queryControl('企业名称') as HTMLInputElement).value).toBe('科技');
    expect(screen.getByTitle('青秀区')).toBeTruthy();
    expect(screen.getByDisplayValue('2024-01-01')).toBeTruthy();
    expect(header('从业人员数').getAttribute('aria-sort')).toBe('ascending');
    // A restored folded filter unfolds the form so it can be seen.
    expect(isFolded('风险等级')).toBe(false);
  });

  it('steps back to the previous query and page with the browser history', async () => {
    grantAll();
    const server = serveEntity();
    renderList();
    await screen.findByText('企业1');
    fireEvent.click(within(table()).getByTitle('3'));
    expect(await screen.findByText('21-23 共23条')).toBeTruthy();
    fireEvent.change(queryControl('企业名称'), { target: { value: '科技' } });
    fireEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }));
    await waitFor(() => expect(server.lastList().get('enterpriseName')).toBe('*科技*'));
    fireEvent.click(screen.getByText('history-back'));
    await waitFor(() => expect(server.lastList().get('pageNo')).toBe('3'));
    expect(server.lastList().get('enterpriseName')).toBeNull();
    expect((queryControl('企业名称') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByText('history-back'));
    expect(await screen.findByText('1-10 共23条')).toBeTruthy();
    // The first page may show from the cache before it is asked for again.
    await waitFor(() => expect(server.lastList().get('pageNo')).toBe('1'));
    expect(locationQuery().get('pageNo')).toBeNull();
  });
});
