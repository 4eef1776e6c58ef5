// Saving an add/edit dialog (spec §5, contract §8.5): the main form first, then each sub-table in
// order, stopping at the first failure with its tab shown and the failing row and field told; then
// POST add / PUT edit. A refusal with a ValidationFailure lands on the fields and cells (and its tab);
// any other refusal shows the server's message; success tells it, reloads the list and closes.
// An add carries a request key kept until it succeeds: saving again after a lost answer (network cut,
// timeout) gets the record the first request created instead of a second one.
import { App } from 'antd';
import { useRef, useState } from 'react';
import type { MutableRefObject } from 'react';
import { entityEndpoints, REQUEST_KEY_HEADER } from '../../../shared/engine-api';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENTITY_FORM_TEXTS, HEADER_TEXTS } from '../../../shared/texts';
import { postAction, putAction } from '../../api/http';
import { newRequestKey } from '../../api/requestKey';
import type { GridHandle } from '../grid/EditableGrid';
import type { EditorModel, SubTablePane } from './editorModel';
import { clearServerErrors, isFormValid } from './entityForm';
import { saveBody } from './saveBody';
import { applyServerErrors, isValidationFailure } from './serverErrors';

export type GridRefs = MutableRefObject<Record<string, GridHandle | null>>;

export interface SaveOptions {
  schema: EntitySchemaResult;
  mode: 'add' | 'edit';
  recordId?: string;
  model: EditorModel | null;
  grids: GridRefs;
  showTab: (key: string) => void;
  onSaved: () => void;
  onClose: () => void;
}

/** Brings the first failing field of the open dialog into view: a long form hides its top. */
function revealFirstError(): void {
  requestAnimationFrame(() => {
    document
      .querySelector('.ant-modal-wrap .ant-formily-item-error, .ant-drawer .ant-formily-item-error')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

const labelOf = (pane: SubTablePane, key: string) =>
  pane.entity.fields.find((field) => field.key === key)?.label ?? key;

function paneRows(pane: SubTablePane, grids: GridRefs) {
  if (pane.kind === 'grid') return grids.current[pane.key]?.getRows().rows ?? pane.rows;
  return [{ ...pane.initial, ...pane.form.values }];
}

export function useEntityFormSave(options: SaveOptions) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  // A second click while the first save is still validating must not send twice.
  const busy = useRef(false);
  const requestKey = useRef<string | null>(null);
  const { schema, mode, recordId, model, grids, showTab, onSaved, onClose } = options;

  /** The first failing part, told and shown; true when everything passed. */
  const validateInOrder = async (editor: EditorModel): Promise<boolean> => {
    clearServerErrors(editor.mainForm);
    editor.panes.forEach((pane) => pane.kind === 'form' && clearServerErrors(pane.form));
    if (!(await isFormValid(editor.mainForm))) {
      void message.warning(ENTITY_FORM_TEXTS.checkMarkedFields);
      revealFirstError();
      return false;
    }
    for (const pane of editor.panes) {
      if (pane.sub.readonly) continue; // not saved, so not checked
      if (pane.kind === 'grid') {
        const failure = grids.current[pane.key]?.validate();
        if (!failure) continue;
        showTab(pane.key);
        const label = labelOf(pane, failure.field);
        void message.warning(
          ENTITY_FORM_TEXTS.gridRowError(pane.title, failure.row + 1, label, failure.message),
        );
        return false;
      }
      if (!(await isFormValid(pane.form))) {
        showTab(pane.key);
        void message.warning(ENTITY_FORM_TEXTS.checkMarkedFields);
        revealFirstError();
        return false;
      }
    }
    return true;
  };

  const submit = async (editor: EditorModel) => {
    const body = saveBody(
      schema.entity,
      { ...editor.mainInitial, ...editor.mainForm.values },
      recordId,
      editor.panes.map((pane) => ({ sub: pane.sub, entity: pane.entity, rows: paneRows(pane, grids) })),
    );
    const endpoints = entityEndpoints(schema.entity);
    requestKey.current ??= newRequestKey();
    const response =
      mode === 'add'
        ? await postAction(endpoints.add, body, { [REQUEST_KEY_HEADER]: requestKey.current })
        : await putAction(endpoints.edit, body);
    if (response?.success) {
      requestKey.current = null;
      void message.success(response.message || ENTITY_FORM_TEXTS.saved);
      onSaved();
      onClose();
      return;
    }
    const notice = [response?.message || HEADER_TEXTS.requestFailed];
    if (isValidationFailure(response?.result)) {
      const targets = editor.panes.map((pane) =>
        pane.kind === 'grid' ? { ...pane, grid: grids.current[pane.key] } : { ...pane, form: pane.form },
      );
      const applied = applyServerErrors(
        response.result,
        { form: editor.mainForm, entity: schema.entity },
        targets,
      );
      if (applied.tab) showTab(applied.tab);
      notice.push(...applied.unshown);
    }
    void message.warning(notice.join('；'));
  };

  const save = async () => {
    if (!model || busy.current) return;
    busy.current = true;
    try {
      if (!(await validateInOrder(model))) return;
      setSaving(true);
      await submit(model);
    } catch {
      // Transport errors were shown by the http client.
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { saving, save: () => void save() };
}
