// The paging controls of list tables (spec §9): size changer, quick jumper and 'a-b 共N条'. The list
// pages and the pickers share them; each table passes its own page sizes.
import type { TablePaginationConfig } from 'antd';
import { PAGINATION } from '../../../shared/limits';
import { LIST_TEXTS } from '../../../shared/texts';

type PagingControls = Pick<
  TablePaginationConfig,
  'showTotal' | 'showSizeChanger' | 'showQuickJumper' | 'pageSizeOptions'
>;

const showTotal = (total: number, range: [number, number]) => LIST_TEXTS.range(range[0], range[1], total);

function pagingControls(pageSizeOptions: readonly number[]): PagingControls {
  return {
    showTotal,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: pageSizeOptions.map(String),
  };
}

/** List pages: 10 / 20 / 30 a page. */
export const LIST_PAGING = pagingControls(PAGINATION.pageSizeOptions);

/** Picker dialogs: 5 / 10 / 20 / 30 a page. */
export const PICKER_PAGING = pagingControls(PAGINATION.pickerPageSizeOptions);
