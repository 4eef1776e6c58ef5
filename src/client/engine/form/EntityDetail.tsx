// A record read-only (detail mode): antd Descriptions of the shown fields — dictionary values as their
// texts — in at most LAYOUT.detailColumnsMax columns, then the sub-tables read-only.
import { Descriptions, Tabs } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { LAYOUT } from '../../../shared/limits';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { DictText } from '../dict/DictText';
import { fieldDict } from '../dict/fieldDict';
import type { DictSources } from '../dict/fieldDict';
import { EditableGrid } from '../grid/EditableGrid';
import { gridSetup } from '../grid/gridColumnSpec';
import { controlDisplay } from '../list/controlDisplay';
import { dictTextKey } from '../schema/entityModel';
import { subTablePanesOf } from './editorModel';
import { detailFields, fieldSpan } from './formSchema';
import { isShown } from '../../../shared/validation/record-rules';
import { FlowTimeline } from '../operations/FlowTimeline';
import { RelatedRecords } from './RelatedRecords';
import { OPERATION_TEXTS } from '../../../shared/engine-operations';
import type { EntityRecord } from './useEntityRecord';

const GRID_COLUMNS = 24;

interface RecordDescriptionsProps {
  entity: EntityDefinition;
  record: EntityRecord;
  dicts: DictSources;
  omit?: readonly string[];
}

export function RecordDescriptions({ entity, record, dicts, omit }: RecordDescriptionsProps) {
  const column = Math.min(LAYOUT.detailColumnsMax, entity.form?.columns ?? 1);
  const shown = detailFields(entity, omit).filter((field) => isShown(entity, field, record));
  const items: DescriptionsProps['items'] = shown.map((field) => {
    const dict = fieldDict(field, entity.name, dicts);
    const value = record[field.key];
    const display = controlDisplay(field);
    // The server's text of a table dictionary's or a user field's value (a top-level node's parent:
    // empty; 发现人: the real name); a plain dictionary's items are known here (with their colours).
    const serverText = record[dictTextKey(field.key)];
    const text = dict?.kind !== 'plain' && typeof serverText === 'string' ? serverText : undefined;
    const span = Math.min(
      column,
      Math.max(1, Math.round((fieldSpan(entity, field) * column) / GRID_COLUMNS)),
    );
    return {
      key: field.key,
      label: field.label,
      span,
      children:
        text !== undefined ? (
          text
        ) : dict ? (
          <DictText dict={dict} value={value} />
        ) : display ? (
          display(value, 'detail')
        ) : value === null || value === undefined ? (
          ''
        ) : (
          String(value)
        ),
    };
  });
  return <Descriptions bordered size="small" column={column} items={items} />;
}

export interface EntityDetailProps {
  schema: EntitySchemaResult;
  record: EntityRecord;
  subRows: Record<string, EntityRecord[]>;
}

export function EntityDetail({ schema, record, subRows }: EntityDetailProps) {
  const panes = subTablePanesOf(schema);
  const recordId = typeof record.id === 'string' ? record.id : null;
  const related = recordId
    ? (schema.entity.related ?? []).map((item) => ({
        key: `$related:${item.entity}.${item.field}`,
        label: item.title,
        children: <RelatedRecords entity={item.entity} field={item.field} recordId={recordId} />,
      }))
    : [];
  const timeline =
    schema.entity.operations?.length && recordId
      ? [
          {
            key: '$timeline',
            label: OPERATION_TEXTS.timelineTitle,
            children: <FlowTimeline entity={schema.entity} recordId={recordId} />,
          },
        ]
      : [];
  return (
    <>
      <RecordDescriptions entity={schema.entity} record={record} dicts={schema} />
      {panes.length + timeline.length + related.length > 0 && (
        <Tabs
          style={{ marginTop: 16 }}
          items={[
            ...panes.map((pane) => ({
              key: pane.key,
              label: pane.title,
              children:
                pane.kind === 'grid' ? (
                  <EditableGrid
                    readOnly
                    setup={gridSetup(pane.sub, pane.entity, schema)}
                    rows={subRows[pane.key] ?? []}
                  />
                ) : (
                  <RecordDescriptions
                    entity={pane.entity}
                    record={subRows[pane.key]?.[0] ?? {}}
                    dicts={schema}
                    omit={[pane.sub.foreignKey]}
                  />
                ),
            })),
            ...timeline,
            ...related,
          ]}
        />
      )}
    </>
  );
}
