// The entity form opened from a map's info window: the enterprise's detail, or a new task or
// appointment prefilled with the enterprise (the engine's EntityFormDialog, loaded lazily).
import { Suspense } from 'react';
import { EntityFormDialog } from '../../engine/list/entityFormDialog';
import { useEntitySchema } from '../../engine/schema/useEntitySchema';

export interface MapDialogRequest {
  entity: 'enterprise' | 'task' | 'appointment';
  mode: 'add' | 'detail';
  recordId?: string;
  presets?: Record<string, unknown>;
}

export function MapEntityDialog({ request, onClose }: { request: MapDialogRequest; onClose(): void }) {
  const { schema } = useEntitySchema(request.entity);
  if (!schema) return null;
  return (
    <Suspense fallback={null}>
      <EntityFormDialog
        schema={schema}
        mode={request.mode}
        recordId={request.recordId}
        {...(request.presets ? { presets: request.presets } : {})}
        open
        onClose={onClose}
        onSaved={onClose}
      />
    </Suspense>
  );
}

/** The dialog an info-window button opens for the enterprise. */
export function dialogFor(action: 'detail' | 'dispatch' | 'appoint', enterpriseId: string): MapDialogRequest {
  if (action === 'detail') return { entity: 'enterprise', mode: 'detail', recordId: enterpriseId };
  return { entity: action === 'dispatch' ? 'task' : 'appointment', mode: 'add', presets: { enterpriseId } };
}
