// The editable grid's state outside React (headless): rows (saved and new), removed saved ids,
// selection and cell errors, with every step the grid offers — add, remove, move, edit, validate.
// A cell its row's visibleWhen hides is neither edited nor judged, and an edit hiding it empties it.
// The view subscribes; the form asks it for validate() and getRows() at save time, whichever tab
// is showing.
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { isShown, recordRuleMessage } from '../../../shared/validation/record-rules';
import { clientTokenContext } from '../../session/tokenContext';
import { cellMessage, uniqueClashes, uniqueScope } from './gridRules';
import { existingRow, moveItem, newRow, renumber, withCellError } from './gridRows';
import type { CellError, GridRow } from './gridRows';
import { withHiddenCleared } from './gridVisibility';

export interface GridConfig {
  /** The sub entity: its visibleWhen, requiredWhen and cross-field rules judge each row as a record. */
  entity: EntityDefinition;
  /** Columns the user edits, in order: the ones the grid checks. */
  columns: readonly FieldDefinition[];
  /** Every writable field of the sub entity but the foreign key: what a row carries. */
  fields: readonly FieldDefinition[];
  /** Columns shown but never edited (read-only, derived): loaded with the rows, new rows lack them. */
  shownOnly: readonly FieldDefinition[];
  /** Field holding the main record's id: set by the server, never checked here. */
  foreignKey: string;
  /** Field numbered 1..n from the row order (drag sort); null when the entity has none. */
  sortField: string | null;
}

export interface GridState {
  rows: readonly GridRow[];
  /** Ids of saved rows the user removed (unsaved new rows are simply dropped). */
  removedIds: readonly string[];
  selectedKeys: readonly string[];
  /** Rows another page just changed (live sync); the view highlights them briefly. */
  flashingKeys: readonly string[];
}

/** A user's edit of a saved row's cell, for the live sync to pass on. */
export type CellEditListener = (id: string, fieldKey: string, value: unknown) => void;

/** Where a grid failed: row index (0-based, in row order), field key, message. */
export interface GridFailure {
  row: number;
  field: string;
  message: string;
}

export interface GridSnapshot {
  /** In row order; saved rows keep their id, new rows have none. */
  rows: Record<string, unknown>[];
  removedIds: string[];
}

export type GridStore = ReturnType<typeof createGridStore>;

export function createGridStore(config: GridConfig, records: readonly Readonly<Record<string, unknown>>[]) {
  const listeners = new Set<() => void>();
  let state: GridState = {
    rows: renumber(
      records.map((record) => existingRow(record, [...config.fields, ...config.shownOnly])),
      config.sortField,
    ),
    removedIds: [],
    selectedKeys: [],
    flashingKeys: [],
  };
  const editListeners = new Set<CellEditListener>();
  const columnOf = (key: string) => config.columns.find((field) => field.key === key);

  const setState = (next: Partial<GridState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  /** The rule error of a cell (its own value, then its row's record rules); a rule error outranks a clash. */
  const ruleError = (field: FieldDefinition, row: GridRow): CellError | null => {
    if (!isShown(config.entity, field, row.values)) return null;
    const message =
      cellMessage(field, row.values[field.key]) ?? recordRuleMessage(config.entity, field, row.values);
    return message ? { message, kind: 'rule' } : null;
  };

  /** Re-judge the clashes of a unique column over all rows, leaving rule and server errors alone. */
  const applyClashes = (rows: readonly GridRow[], field: FieldDefinition): GridRow[] => {
    const scope = uniqueScope(field, config.foreignKey);
    if (!scope) return [...rows];
    const clashes = uniqueClashes(rows, field, scope);
    return rows.map((row, index) => {
      const current = row.errors?.[field.key];
      if (current && current.kind !== 'unique') return row;
      const message = clashes.get(index);
      return withCellError(row, field.key, message ? { message, kind: 'unique' } : null);
    });
  };

  /** Rows with one row changed, then the cells its new values hide emptied (and clashes judged again). */
  const updateRow = (key: string, update: (row: GridRow) => GridRow) => {
    let rows = state.rows.map((row) =>
      row.key === key ? withHiddenCleared(config.entity, config.fields, update(row)) : row,
    );
    for (const field of config.columns) if (field.visibleWhen) rows = applyClashes(rows, field);
    return rows;
  };

  const validateCellIn = (rows: readonly GridRow[], key: string, field: FieldDefinition) =>
    applyClashes(
      rows.map((row) => (row.key === key ? withCellError(row, field.key, ruleError(field, row)) : row)),
      field,
    );

  return {
    getState: () => state,
    /** Whether the row shows the field's cell (its visibleWhen holds on the row). */
    cellShown: (row: GridRow, field: FieldDefinition) => isShown(config.entity, field, row.values),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    addRow() {
      setState({
        rows: renumber([...state.rows, newRow(config.fields, clientTokenContext())], config.sortField),
      });
    },

    /** Remove the selected rows; saved ones are remembered as removed. */
    removeSelected() {
      const selected = new Set(state.selectedKeys);
      const removed = state.rows.filter((row) => selected.has(row.key));
      let rows = renumber(
        state.rows.filter((row) => !selected.has(row.key)),
        config.sortField,
      );
      for (const field of config.columns) rows = applyClashes(rows, field);
      setState({
        rows,
        removedIds: [...state.removedIds, ...removed.flatMap((row) => (row.id ? [row.id] : []))],
        selectedKeys: [],
      });
    },

    setSelected(keys: readonly string[]) {
      setState({ selectedKeys: [...keys] });
    },

    clearSelection() {
      setState({ selectedKeys: [] });
    },

    moveRow(from: number, to: number) {
      if (from === to || to < 0 || to >= state.rows.length) return;
      let rows = renumber(moveItem(state.rows, from, to), config.sortField);
      // Clash messages name row numbers, which just changed.
      for (const field of config.columns) rows = applyClashes(rows, field);
      setState({ rows });
    },

    /**
     * Edit a cell; a cell that showed an error is judged again at once, so a fix clears it — and so
     * are the row's other cells showing a rule error (a cross-field rule may pass now).
     */
    setCell(key: string, fieldKey: string, value: unknown) {
      const field = columnOf(fieldKey);
      let rows = updateRow(key, (row) => {
        const edited = { ...row, values: { ...row.values, [fieldKey]: value } };
        return row.errors?.[fieldKey]?.kind === 'server' ? withCellError(edited, fieldKey, null) : edited;
      });
      const errors = state.rows.find((row) => row.key === key)?.errors ?? {};
      if (field && errors[fieldKey]) rows = validateCellIn(rows, key, field);
      else if (field) rows = applyClashes(rows, field);
      for (const other of config.columns)
        if (other !== field && errors[other.key]?.kind === 'rule') rows = validateCellIn(rows, key, other);
      setState({ rows });
      const id = state.rows.find((row) => row.key === key)?.id;
      if (id) editListeners.forEach((listener) => listener(id, fieldKey, value));
    },

    subscribeEdits(listener: CellEditListener) {
      editListeners.add(listener);
      return () => {
        editListeners.delete(listener);
      };
    },

    /**
     * Another page's change of a saved row: its writable fields are merged in and judged, and the row
     * flashes. Returns the row's key, or null when this grid does not show the row.
     */
    mergeRow(values: Readonly<Record<string, unknown>>): string | null {
      const target = state.rows.find((row) => row.id !== undefined && row.id === values.id);
      if (!target) return null;
      const changed = config.fields.filter((field) => field.key in values && field.key !== config.sortField);
      if (changed.length === 0) return null;
      let rows = updateRow(target.key, (row) => ({
        ...row,
        values: {
          ...row.values,
          ...Object.fromEntries(changed.map((field) => [field.key, values[field.key]])),
        },
      }));
      for (const field of changed)
        if (columnOf(field.key)) rows = validateCellIn(rows, target.key, columnOf(field.key)!);
      setState({ rows, flashingKeys: [...state.flashingKeys.filter((k) => k !== target.key), target.key] });
      return target.key;
    },

    endFlash(key: string) {
      setState({ flashingKeys: state.flashingKeys.filter((k) => k !== key) });
    },

    /** Judge one cell (when the user leaves it). */
    validateCell(key: string, fieldKey: string) {
      const field = columnOf(fieldKey);
      if (field) setState({ rows: validateCellIn(state.rows, key, field) });
    },

    /** Judge every cell; the first failure in row, then column order, or null. */
    validate(): GridFailure | null {
      let rows = state.rows.map((row) =>
        config.columns.reduce((acc, field) => withCellError(acc, field.key, ruleError(field, acc)), row),
      );
      for (const field of config.columns) rows = applyClashes(rows, field);
      setState({ rows });
      for (const [index, row] of rows.entries()) {
        for (const field of config.columns) {
          const error = row.errors?.[field.key];
          if (error) return { row: index, field: field.key, message: error.message };
        }
      }
      return null;
    },

    /** Errors the server reported for the rows as they were submitted. */
    setErrors(failures: readonly GridFailure[]) {
      const rows = [...state.rows];
      for (const failure of failures) {
        const row = rows[failure.row];
        if (row)
          rows[failure.row] = withCellError(row, failure.field, { message: failure.message, kind: 'server' });
      }
      setState({ rows });
    },

    getRows(): GridSnapshot {
      return {
        rows: state.rows.map((row) => (row.id ? { id: row.id, ...row.values } : { ...row.values })),
        removedIds: [...state.removedIds],
      };
    },
  };
}
