// The add / edit / detail dialog belongs to the form side (src/client/engine/form/EntityFormDialog.tsx);
// it loads the record and saves it itself. A lazy chunk, so Formily never enters the list chunk.
import { lazyWithTimeout } from '../../router/lazyWithTimeout';

export type { EntityFormDialogProps } from '../form/EntityFormDialog';
export type FormMode = 'add' | 'edit' | 'detail';

export const EntityFormDialog = lazyWithTimeout(() => import('../form/EntityFormDialog'));
