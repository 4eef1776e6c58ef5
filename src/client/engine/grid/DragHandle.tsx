// The drag handle of a grid row (spec §3 drag sort); arrow keys move the row too.
import { HolderOutlined } from '@ant-design/icons';
import type { DragEvent, KeyboardEvent } from 'react';
import { GRID_TEXTS } from '../../../shared/texts';

export interface DragHandleProps {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function DragHandle(props: DragHandleProps) {
  return (
    <span
      {...props}
      role="button"
      tabIndex={0}
      aria-label={GRID_TEXTS.dragHandle}
      style={{ cursor: 'move', display: 'inline-flex', padding: 4 }}
    >
      <HolderOutlined />
    </span>
  );
}
