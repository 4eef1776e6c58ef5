// Live row sync of an editable grid (spec §4): the user's edits of saved rows go out on the page's
// /vxeSocket as update_vxe_table { socketKey, args: [{ id, field: value }, pageId] }, and other pages'
// changes of the same grid are merged into the row with that id, which flashes for GRID.rowFlashMs.
import { useCallback, useEffect } from 'react';
import { GRID } from '../../../shared/limits';
import { useVxeSocket } from '../../realtime/useVxeSocket';
import type { RowUpdate } from '../../realtime/useVxeSocket';
import type { GridStore } from './gridStore';

/** `socketKey` undefined: the grid is not synced and opens no socket. */
export function useGridRowSync(store: GridStore, socketKey: string | undefined): void {
  const onUpdate = useCallback(
    (update: RowUpdate) => {
      if (update.socketKey !== socketKey) return;
      const key = store.mergeRow(update.row);
      if (key) setTimeout(() => store.endFlash(key), GRID.rowFlashMs);
    },
    [store, socketKey],
  );
  const send = useVxeSocket(onUpdate, socketKey !== undefined);
  useEffect(() => {
    if (socketKey === undefined) return undefined;
    return store.subscribeEdits((id, fieldKey, value) => send(socketKey, { id, [fieldKey]: value }));
  }, [store, socketKey, send]);
}
