// The advanced query builder's state and commands: match type (and by default), condition rows
// (one eq row to start), 查询 (refused on no valid condition), 重置 (clears the active query),
// loading and saving named queries.
import { App } from 'antd';
import { useRef, useState } from 'react';
import type { EntitySchemaResult, MatchType, SavedQuery } from '../../../shared/engine-api';
import { QUERY_TEXTS } from '../../../shared/texts';
import type { ActiveSuperQuery } from '../list/listState';
import { fromConditions, newRow, toConditions } from './superQueryModel';
import type { ConditionRow } from './superQueryModel';
import { useSavedQueries } from './useSavedQueries';

export interface SuperQueryControllerOptions {
  schema: EntitySchemaResult;
  active: ActiveSuperQuery | null;
  onSearch: (query: ActiveSuperQuery) => void;
  onReset: () => void;
}

export function useSuperQueryController({ schema, active, onSearch, onReset }: SuperQueryControllerOptions) {
  const { message } = App.useApp();
  const nextId = useRef(1000);
  const [rows, setRows] = useState<ConditionRow[]>(() =>
    active ? fromConditions(active.conditions) : [newRow(0)],
  );
  const [matchType, setMatchType] = useState<MatchType>(active?.matchType ?? 'and');
  const saved = useSavedQueries(schema.entity.name);
  const conditions = () => toConditions(rows, schema);
  const freshRow = () => newRow((nextId.current += 1));

  return {
    rows,
    matchType,
    setMatchType,
    savedQueries: saved.queries,
    addRow: () => setRows((current) => [...current, freshRow()]),
    removeRow: (id: number) =>
      setRows((current) => {
        const remaining = current.filter((row) => row.id !== id);
        return remaining.length > 0 ? remaining : [freshRow()];
      }),
    updateRow: (id: number, change: (row: ConditionRow) => ConditionRow) =>
      setRows((current) => current.map((row) => (row.id === id ? change(row) : row))),
    /** True when the query was applied. */
    search: (): boolean => {
      const valid = conditions();
      if (valid.length === 0) {
        void message.warning(QUERY_TEXTS.emptyCondition);
        return false;
      }
      onSearch({ conditions: valid, matchType });
      return true;
    },
    reset: () => {
      setRows([freshRow()]);
      setMatchType('and');
      onReset();
    },
    /** 保存查询条件 needs conditions before a name is asked for. */
    canSave: (): boolean => {
      if (conditions().length > 0) return true;
      void message.warning(QUERY_TEXTS.emptySave);
      return false;
    },
    saveAs: async (title: string): Promise<boolean> => {
      const records = conditions();
      if (records.length === 0) {
        void message.warning(QUERY_TEXTS.emptySave);
        return false;
      }
      if (title.trim() === '') {
        void message.warning(QUERY_TEXTS.emptyName);
        return false;
      }
      await saved.save({ pageKey: schema.entity.name, title: title.trim(), matchType, records });
      return true;
    },
    load: (query: SavedQuery) => {
      setRows(query.records.length > 0 ? fromConditions(query.records) : [freshRow()]);
      setMatchType(query.matchType === 'or' ? 'or' : 'and');
    },
    removeSaved: saved.remove,
  };
}

export type SuperQueryController = ReturnType<typeof useSuperQueryController>;
