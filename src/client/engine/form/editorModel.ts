// What an add/edit dialog edits, built once its record is loaded: the main Formily form and schema,
// and a pane per sub-table — an editable grid (one-to-many) or a sub-form (one-to-one).
import { gridSocketKey } from '../../../shared/announcements/realtime';
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import type { EntityDefinition, SubTableDefinition } from '../../../shared/schema-language/entity';
import { gridSetup } from '../grid/gridColumnSpec';
import type { GridSetup } from '../grid/gridColumnSpec';
import { fieldDefaults } from '../../../shared/value-tokens';
import { clientTokenContext } from '../../session/tokenContext';
import { createEntityForm } from './entityForm';
import { buildFormSchema } from './formSchema';
import type { EntityRecord } from './useEntityRecord';

export type FormMode = 'add' | 'edit' | 'detail';

interface PaneBase {
  /** Tab key: the sub entity's name. */
  key: string;
  title: string;
  sub: SubTableDefinition;
  entity: EntityDefinition;
}

export interface GridPane extends PaneBase {
  kind: 'grid';
  setup: GridSetup;
  rows: EntityRecord[];
  /** Live row sync while editing a saved record (a new record's rows exist nowhere else). */
  socketKey?: string;
}

export interface SubFormPane extends PaneBase {
  kind: 'form';
  form: Form;
  schema: ISchema;
  /** The saved row (edit) or the defaults (add), merged under the form's values at save time. */
  initial: EntityRecord;
}

export type SubTablePane = GridPane | SubFormPane;

export interface EditorModel {
  mainForm: Form;
  mainSchema: ISchema;
  /** Values the form starts from, including fields it does not show (form.hidden). */
  mainInitial: EntityRecord;
  panes: SubTablePane[];
}

export interface LoadedData {
  record: EntityRecord;
  subRows: Record<string, EntityRecord[]>;
}

/** Sub-tables the user may see (the server leaves out sub entities it hides), in schema order. */
export function subTablePanesOf(schema: EntitySchemaResult) {
  return (schema.entity.subTables ?? []).flatMap((sub) => {
    const entity = schema.subEntities[sub.entity];
    if (!entity) return [];
    const kind = sub.display ?? (sub.relation === 'oneToOne' ? 'form' : 'grid');
    return [{ key: sub.entity, title: sub.title ?? entity.title, sub, entity, kind }];
  });
}

/** `presets` fill fields of a new record over their defaults (添加下级: the parent). */
export function buildEditorModel(
  schema: EntitySchemaResult,
  mode: FormMode,
  data: LoadedData,
  presets: Record<string, unknown> = {},
): EditorModel {
  const { entity } = schema;
  const isAdd = mode === 'add';
  const tokens = clientTokenContext();
  const mainInitial = isAdd ? { ...fieldDefaults(entity.fields, tokens), ...presets } : data.record;
  const dataId = isAdd ? undefined : (data.record.id as string | undefined);
  const panes = subTablePanesOf(schema).map((pane): SubTablePane => {
    const rows = data.subRows[pane.key] ?? [];
    if (pane.kind === 'grid') {
      const setup = gridSetup(pane.sub, pane.entity, schema);
      const socketKey = isAdd ? undefined : gridSocketKey(entity.name, pane.sub.entity);
      return { ...pane, kind: 'grid', setup, rows, socketKey };
    }
    const saved = rows[0];
    const initial = saved ?? fieldDefaults(pane.entity.fields, tokens);
    const rowId = saved?.id as string | undefined;
    const form = createEntityForm(initial, pane.entity);
    // A sub-table the user may not write (the server marks it) is shown as it is stored.
    if (pane.sub.readonly) form.setPattern('readPretty');
    return {
      ...pane,
      kind: 'form',
      initial,
      form,
      schema: buildFormSchema(pane.entity, {
        dicts: schema,
        omit: [pane.sub.foreignKey],
        newRecord: isAdd,
        ...(rowId ? { dataId: rowId } : {}),
      }),
    };
  });
  return {
    mainForm: createEntityForm(mainInitial, entity, dataId),
    mainSchema: buildFormSchema(entity, {
      dicts: schema,
      newRecord: isAdd,
      ...(dataId ? { dataId } : {}),
    }),
    mainInitial,
    panes,
  };
}
