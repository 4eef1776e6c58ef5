// A list that scrolls upwards without end (the rows twice in a row, moved by a CSS animation) when it
// is taller than its window, and stands still otherwise or while the pointer rests on it.
import type { ReactNode } from 'react';

/** Seconds one row takes to pass: slow enough to read on a wall. */
const SECONDS_PER_ROW = 3;

export function ScreenTicker<T>({
  rows,
  visible,
  rowHeight,
  render,
}: {
  rows: T[];
  /** Rows the window shows at once. */
  visible: number;
  rowHeight: number;
  render: (row: T) => ReactNode;
}) {
  const moving = rows.length > visible;
  const shown = moving ? [...rows, ...rows] : rows;
  return (
    <div className="anze-screen-ticker" style={{ height: visible * rowHeight }} data-testid="screen-ticker">
      <ul
        className={moving ? 'anze-screen-ticker-moving' : undefined}
        style={moving ? { animationDuration: `${rows.length * SECONDS_PER_ROW}s` } : undefined}
      >
        {shown.map((row, index) => (
          <li key={index} style={{ height: rowHeight }} aria-hidden={index >= rows.length || undefined}>
            {render(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}
