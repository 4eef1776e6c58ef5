// Add / edit of an entity record: loads it (edit), builds the forms and sub-table panes, saves.
import { Alert, Button, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENTITY_FORM_TEXTS } from '../../../shared/texts';
import { buildEditorModel } from './editorModel';
import type { EditorModel } from './editorModel';
import { EntityFormFields } from './EntityFormFields';
import { FormContainer } from './FormContainer';
import { SubTablePanes } from './SubTablePanes';
import { useEntityFormSave } from './useEntityFormSave';
import type { GridRefs } from './useEntityFormSave';
import { useEntityRecord } from './useEntityRecord';
import type { LoadedRecord } from './useEntityRecord';

export interface EntityEditDialogProps {
  schema: EntitySchemaResult;
  mode: 'add' | 'edit';
  recordId?: string;
  /** Values a new record starts with over the defaults. */
  presets?: Record<string, unknown>;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EntityEditDialog({
  schema,
  mode,
  recordId,
  presets,
  open,
  onClose,
  onSaved,
}: EntityEditDialogProps) {
  const loaded = useEntityRecord(schema, mode === 'edit' ? recordId : undefined);
  // Built once per load (React's derived-state pattern), so nothing but a new load resets what was typed.
  const [built, setBuilt] = useState<{ from: LoadedRecord; model: EditorModel } | null>(null);
  if (loaded.status === 'ready' && built?.from !== loaded) {
    setBuilt({ from: loaded, model: buildEditorModel(schema, mode, loaded, presets) });
  }
  const model = built?.from === loaded ? built.model : null;
  const grids: GridRefs = useRef({});
  const [tab, setTab] = useState<string>();
  const { saving, save } = useEntityFormSave({
    schema,
    mode,
    recordId,
    model,
    grids,
    showTab: setTab,
    onSaved,
    onClose,
  });
  const title = (mode === 'add' ? ENTITY_FORM_TEXTS.addTitle : ENTITY_FORM_TEXTS.editTitle)(
    schema.entity.title,
  );
  const footer = (
    <Space>
      <Button onClick={onClose}>{ENTITY_FORM_TEXTS.cancel}</Button>
      <Button type="primary" loading={saving} disabled={!model} onClick={save}>
        {ENTITY_FORM_TEXTS.save}
      </Button>
    </Space>
  );

  return (
    <FormContainer entity={schema.entity} title={title} open={open} onClose={onClose} footer={footer}>
      {loaded.status === 'failed' && <Alert type="warning" showIcon message={loaded.message} />}
      {!model && loaded.status === 'loading' && <Spin style={{ display: 'block' }} />}
      {model && (
        <>
          <EntityFormFields form={model.mainForm} schema={model.mainSchema} />
          <SubTablePanes panes={model.panes} grids={grids} activeKey={tab} onTabChange={setTab} />
        </>
      )}
    </FormContainer>
  );
}
