// The add / edit / detail dialog of an entity (the list page lazy-loads this file: its default
// export is the dialog). Each opening mounts fresh content, so a dialog never shows a previous record.
import { useState } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { EntityDetailDialog } from './EntityDetailDialog';
import { EntityEditDialog } from './EntityEditDialog';

export interface EntityFormDialogProps {
  schema: EntitySchemaResult;
  mode: 'add' | 'edit' | 'detail';
  recordId?: string;
  /** Values a new record starts with over the defaults (添加下级: the parent). */
  presets?: Record<string, unknown>;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export default function EntityFormDialog(props: EntityFormDialogProps) {
  const { schema, mode, recordId, open, onClose } = props;
  // Bumped on every opening (derived from the previous render, React's documented pattern).
  const [openings, setOpenings] = useState({ open, count: 0 });
  if (openings.open !== open) setOpenings({ open, count: openings.count + (open ? 1 : 0) });
  const key = `${openings.count}:${mode}:${recordId ?? ''}`;

  if (mode === 'detail') {
    return <EntityDetailDialog key={key} schema={schema} recordId={recordId} open={open} onClose={onClose} />;
  }
  return <EntityEditDialog key={key} {...props} mode={mode} />;
}
