// The list page of one entity (spec §2, §4): query form, toolbar, table, and the dialogs it opens —
// the add/edit/detail form, the advanced query builder and the import dialog load on first use.
import { Alert, Card, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { ENGINE_LIST } from '../../../shared/limits';
import { lazyWithTimeout } from '../../router/lazyWithTimeout';
import { ExportProgressModal } from '../import-export/ExportProgressModal';
import { useExport } from '../import-export/useExport';
import { columnFields } from '../schema/entityModel';
import type { RowAction, ToolbarAction } from '../../../shared/schema-language/entity-vocabulary';
import { rowActionsFor, rowOperations, useEntityAbilities } from '../schema/useEntityAbilities';
import { useOperationRunner } from '../operations/useOperationRunner';
import type { OperationDefinition } from '../../../shared/schema-language/entity';
import { isCollectionOperation } from '../../../shared/schema-language/operations';
import { useTreeRows } from '../tree/useTreeRows';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import type { ColumnSetting } from './columnSettings';
import { EntityFormDialog } from './entityFormDialog';
import type { FormMode } from './entityFormDialog';
import { buildColumns } from './listColumns';
import { buildFilterParams } from './listQuery';
import { serializeListState } from './listState';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { QueryForm } from './QueryForm';
import { RowActions, rowActionsWidth } from './RowActions';
import { useColumnSettings } from './useColumnSettings';
import { useDeleteActions } from './useDeleteActions';
import { useListController } from './useListController';
import type { ListRow } from './useListData';
import { useStableHandler } from './useStableHandler';

const SuperQueryModal = lazyWithTimeout(() => import('../query-builder/SuperQueryModal'));
const OperationDialog = lazyWithTimeout(() => import('../operations/OperationDialog'));
const ImportExcelModal = lazyWithTimeout(() =>
  import('../import-export/ImportExcelModal').then((module) => ({ default: module.ImportExcelModal })),
);

type OpenDialog =
  | {
      kind: 'form';
      mode: FormMode;
      recordId?: string;
      presets?: Record<string, unknown>;
      /** 添加下级: the row the new record goes under, opened once it is saved. */
      parentId?: string;
    }
  | { kind: 'superQuery' }
  | { kind: 'import' };

export function EntityList({ schema, title }: { schema: EntitySchemaResult; title: string }) {
  const { entity } = schema;
  const list = useListController(schema);
  const abilities = useEntityAbilities(schema);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const fields = useMemo(() => columnFields(entity).filter(abilities.isColumnVisible), [entity, abilities]);
  const columnSettings = useColumnSettings(entity.name, fields);
  const queryKey = useMemo(() => serializeListState(list.state).toString(), [list.state]);
  const tree = useTreeRows(entity, list.page.records, queryKey);
  /** After a write: the page again and, on a tree, the children of the open rows and of `openIds`. */
  const reloadRows = (openIds: readonly string[] = []) => {
    void list.reload();
    void tree.refresh(openIds);
  };
  const deletes = useDeleteActions({ ...list, reload: reloadRows });
  const exportParams = useMemo(
    () => buildFilterParams(list.state, list.searchFields),
    [list.state, list.searchFields],
  );
  const exporter = useExport({
    url: list.endpoints.exportXls,
    title: entity.title,
    params: exportParams,
    selectedRowKeys: list.selectedRowKeys,
  });

  const openForm = (mode: FormMode, recordId?: string) => setDialog({ kind: 'form', mode, recordId });
  const onRowAction = useStableHandler((action: RowAction, row: ListRow) => {
    if (action === 'delete') void deletes.deleteRow(row);
    else if (action === 'addChild') {
      // rowActionsOf offers 添加下级 on tree entities only: the new record starts under this row.
      const presets = entity.tree ? { [entity.tree.parentField]: row.id } : {};
      setDialog({ kind: 'form', mode: 'add', presets, parentId: row.id });
    } else openForm(action, row.id);
  });
  const onToolbar = (action: ToolbarAction) => {
    switch (action) {
      case 'add':
        return openForm('add');
      case 'exportXls':
        return void exporter.run();
      case 'importExcel':
        return setDialog({ kind: 'import' });
      case 'superQuery':
        return setDialog({ kind: 'superQuery' });
      case 'deleteBatch':
        return deletes.deleteSelected();
      default: {
        // A toolbar action added to the vocabulary without a branch here fails to compile.
        const unhandled: never = action;
        throw new Error(`Toolbar action "${String(unhandled)}" has no handler in EntityList`);
      }
    }
  };
  const operations = useOperationRunner(schema, () => reloadRows());
  const onRowOperation = useStableHandler((operation: OperationDefinition, row: ListRow) =>
    operations.start(operation, [row]),
  );
  const selectedRows = () => {
    const keys = new Set(list.selectedRowKeys.map(String));
    return list.page.records.filter((row) => keys.has(String(row.id)));
  };

  const rowActions = abilities.row;
  const columns = useMemo(
    () =>
      buildColumns({
        fields,
        settings: columnSettings.settings,
        sort: list.state.sort,
        actionsWidth: rowActionsWidth(rowActions, abilities.operations, ENGINE_LIST.actionsColumnWidth),
        renderActions:
          rowActions.length > 0 || abilities.operations.length > 0
            ? (row) => (
                <RowActions
                  row={row}
                  actions={rowActionsFor(entity, rowActions, row)}
                  onAction={onRowAction}
                  operations={rowOperations(entity, abilities.operations, row)}
                  onOperation={onRowOperation}
                />
              )
            : null,
      }),
    [
      fields,
      columnSettings.settings,
      list.state.sort,
      rowActions,
      onRowAction,
      entity,
      abilities,
      onRowOperation,
    ],
  );
  const onExpand = useStableHandler((expanded: boolean, row: ListRow) => void tree.onExpand(expanded, row));
  // Kept while the open rows are, so the memoised table skips a render that only selects rows.
  const expandable = useMemo(
    () => (tree.enabled ? { expandedRowKeys: tree.expandedKeys, onExpand } : undefined),
    [tree.enabled, tree.expandedKeys, onExpand],
  );
  const saveColumns = useStableHandler((next: ColumnSetting[]) => void columnSettings.save(next));
  const resetColumns = useStableHandler(() => void columnSettings.reset());
  const columnSettingsButton = useMemo(
    () => (
      <ColumnSettingsButton
        fields={fields}
        settings={columnSettings.settings}
        onChange={saveColumns}
        onReset={resetColumns}
      />
    ),
    [fields, columnSettings.settings, saveColumns, resetColumns],
  );
  const closeDialog = () => setDialog(null);
  const selectedCount = list.selectedRowKeys.length;

  return (
    <Card title={title} variant="borderless">
      <QueryForm
        schema={schema}
        fields={list.searchFields}
        filters={list.state.filters}
        onSearch={list.search}
        onReset={list.reset}
      />
      <ListToolbar
        actions={abilities.toolbar}
        selectedCount={selectedCount}
        exporting={exporter.exporting}
        superQueryActive={list.state.superQuery !== null}
        onAction={onToolbar}
        batchOperations={abilities.operations.filter((op) => op.batch)}
        collectionOperations={abilities.collectionOperations}
        onOperation={(operation) =>
          operations.start(operation, isCollectionOperation(operation) ? [] : selectedRows())
        }
        extra={columnSettingsButton}
      />
      {selectedCount > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            <>
              {ENGINE_LIST_TEXTS.selected(selectedCount)}{' '}
              <Typography.Link onClick={list.clearSelection}>
                {ENGINE_LIST_TEXTS.clearSelection}
              </Typography.Link>
            </>
          }
        />
      )}
      <ListTable
        columns={columns}
        rows={tree.dataSource}
        total={list.page.total}
        loading={list.loading}
        pageNo={list.state.pageNo}
        pageSize={list.state.pageSize}
        selectedRowKeys={list.selectedRowKeys}
        onSelect={list.setSelectedRowKeys}
        onChange={list.changeTable}
        expandable={expandable}
      />
      <ExportProgressModal job={exporter.job} onCancel={exporter.cancelJob} />
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && (
          <EntityFormDialog
            schema={schema}
            mode={dialog.mode}
            recordId={dialog.recordId}
            {...(dialog.presets ? { presets: dialog.presets } : {})}
            open
            onClose={closeDialog}
            onSaved={() => reloadRows(dialog.parentId ? [dialog.parentId] : [])}
          />
        )}
        {dialog?.kind === 'superQuery' && (
          <SuperQueryModal
            schema={schema}
            active={list.state.superQuery}
            onSearch={list.applySuperQuery}
            onReset={() => list.applySuperQuery(null)}
            onClose={closeDialog}
          />
        )}
        {operations.pending && (
          <OperationDialog
            schema={schema}
            operation={operations.pending.operation}
            rows={operations.pending.rows}
            onSubmit={(body) =>
              operations.submit(operations.pending!.operation, operations.pending!.rows, body)
            }
            onClose={operations.close}
          />
        )}
        {dialog?.kind === 'import' && (
          <ImportExcelModal
            open
            importUrl={list.endpoints.importExcel}
            templateUrl={list.endpoints.importTemplate}
            title={entity.title}
            onClose={closeDialog}
            onImported={() => reloadRows()}
          />
        )}
      </Suspense>
    </Card>
  );
}
