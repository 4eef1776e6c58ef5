// Drag sort of grid rows with the browser's own drag and drop (no extra library): a row's handle
// starts the drag, the row it is dropped on takes its place. The handle also moves its row with the
// arrow keys, for keyboards.
import { useCallback, useRef } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';

export function useRowDrag(move: (from: number, to: number) => void) {
  const from = useRef<number | null>(null);

  const handleProps = useCallback(
    (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        from.current = index;
        // Firefox starts a drag only with data set.
        event.dataTransfer?.setData('text/plain', String(index));
      },
      onDragEnd: () => {
        from.current = null;
      },
      onKeyDown: (event: KeyboardEvent) => {
        const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
        if (!step) return;
        event.preventDefault();
        move(index, index + step);
      },
    }),
    [move],
  );

  const rowProps = useCallback(
    (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (from.current !== null) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (from.current !== null) move(from.current, index);
        from.current = null;
      },
    }),
    [move],
  );

  return { handleProps, rowProps };
}
