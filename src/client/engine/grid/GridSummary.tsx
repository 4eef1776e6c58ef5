// The statistics footer rows of the grid: 合计 and/or 平均 under the columns that ask for them.
import { Table } from 'antd';
import { WIDGET_TEXTS } from '../../../shared/texts';
import type { GridColumnSpec } from './gridColumnSpec';
import type { GridRow } from './gridRows';
import { statistic, statisticKinds } from './gridStatistics';

export interface GridSummaryProps {
  rows: readonly GridRow[];
  columns: readonly GridColumnSpec[];
  /** Columns before the field columns (row number, selection, drag handle). */
  leading: number;
}

const LABELS = { sum: WIDGET_TEXTS.gridSum, average: WIDGET_TEXTS.gridAverage } as const;

export function GridSummary({ rows, columns, leading }: GridSummaryProps) {
  return (
    <Table.Summary fixed>
      {statisticKinds(columns.map((column) => column.field)).map((kind) => (
        <Table.Summary.Row key={kind}>
          <Table.Summary.Cell index={0} colSpan={leading} align="center">
            {LABELS[kind]}
          </Table.Summary.Cell>
          {columns.map((column, i) => (
            <Table.Summary.Cell key={column.field.key} index={leading + i}>
              {column.field.grid?.statistics === kind ? statistic(rows, column.field, kind) : ''}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      ))}
    </Table.Summary>
  );
}
