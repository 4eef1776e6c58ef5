// The list table: plain antd Table (Formily stays out of cells), checkbox selection, server-side
// sorting and paging with sizes 10/20/30, 'a-b 共N条', size changer and quick jumper. On a phone no
// column is fixed: the fixed selection and actions columns alone would fill the screen and hide every
// value, so there the whole table scrolls sideways inside its container.
import { Grid, Table, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { memo, useMemo } from 'react';
import type { CSSProperties, Key } from 'react';
import { ENGINE_LIST } from '../../../shared/limits';
import { sortColumnOf } from '../schema/entityModel';
import { columnsWidth } from './listColumns';
import type { ListSort } from './listState';
import { LIST_PAGING } from './pagingControls';
import { SelectionContext } from './selection/selectionContext';
import { ROW_SELECTION, SELECTABLE_ROWS, useRowSelection } from './selection/useRowSelection';
import type { ListRow } from './useListData';
import { useStableHandler } from './useStableHandler';

export interface ListTableProps {
  columns: TableColumnsType<ListRow>;
  rows: ListRow[];
  total: number;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  selectedRowKeys: Key[];
  onSelect: (keys: Key[]) => void;
  onChange: (pageNo: number, pageSize: number, sort: ListSort | null) => void;
  /** Lazy tree rows (tree entities). */
  expandable?: TableProps<ListRow>['expandable'];
}

const rowKey = (row: ListRow) => row.id;

function toSort(sorter: SorterResult<ListRow> | SorterResult<ListRow>[]): ListSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return null;
  const field = Array.isArray(first.field) ? first.field.join('.') : String(first.field ?? first.columnKey);
  return { column: sortColumnOf(field), order: first.order === 'ascend' ? 'asc' : 'desc' };
}

type TableViewProps = Omit<ListTableProps, 'selectedRowKeys' | 'onSelect'>;

/** The table itself, memoised: a selection change does not reach it (useRowSelection.ts). */
const TableView = memo(function TableView(props: TableViewProps) {
  const { columns, rows, total, loading, pageNo, pageSize, onChange, expandable } = props;
  const phone = Grid.useBreakpoint().md === false;
  const shownColumns = useMemo(
    () => (phone ? columns.map((column) => ({ ...column, fixed: undefined })) : columns),
    [phone, columns],
  );
  // The page change's animated scroll to the first row is off: the body has no vertical scroll
  // (the window is scrolled to the top on the URL's change), and each of its frames forced a layout.
  const scroll = useMemo(() => ({ x: columnsWidth(columns), scrollToFirstRowOnChange: false }), [columns]);
  const spinning = useMemo(() => ({ spinning: loading, delay: ENGINE_LIST.loadingDelayMs }), [loading]);
  const { token } = theme.useToken();
  // The theme's link colours for the plain links of the 操作 cells (RowLink.tsx, rowLinks.css).
  const linkColours = useMemo(
    () =>
      ({
        '--anze-link': token.colorLink,
        '--anze-link-hover': token.colorLinkHover,
        '--anze-link-active': token.colorLinkActive,
        '--anze-danger': token.colorError,
        '--anze-danger-hover': token.colorErrorHover,
        '--anze-split': token.colorSplit,
      }) as CSSProperties,
    [token],
  );
  return (
    // The benchmark and the tests find the table (with its pagination) by this test id.
    <div data-testid="entity-list-table" style={linkColours}>
      <Table<ListRow>
        size="middle"
        bordered
        rowKey={rowKey}
        columns={shownColumns}
        dataSource={rows}
        loading={spinning}
        scroll={scroll}
        rowSelection={ROW_SELECTION}
        components={SELECTABLE_ROWS}
        expandable={expandable}
        pagination={{
          current: pageNo,
          pageSize,
          total,
          ...LIST_PAGING,
        }}
        onChange={(pagination, _filters, sorter) =>
          onChange(pagination.current ?? 1, pagination.pageSize ?? pageSize, toSort(sorter))
        }
      />
    </div>
  );
});

export function ListTable({ selectedRowKeys, onSelect, onChange, ...props }: ListTableProps) {
  const selection = useRowSelection(props.rows, selectedRowKeys, onSelect);
  const stableOnChange = useStableHandler(onChange);
  return (
    <SelectionContext.Provider value={selection}>
      <TableView {...props} onChange={stableOnChange} />
    </SelectionContext.Provider>
  );
}
