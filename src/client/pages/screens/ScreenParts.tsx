// Building blocks of every screen: the KPI tile row, a titled panel, a ranking drawn in plain
// markup (no chart library needed for bars of a list) and a list of short notes.
import type { ReactNode } from 'react';
import type { ScreenGroup, ScreenTile } from '../../../shared/screens';
import { SCREEN_TEXTS, SCREEN_UNITS } from '../../../shared/screens';

export function formatTile(tile: ScreenTile): string {
  if (tile.value === null) return SCREEN_TEXTS.noValue;
  return tile.value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

export function ScreenTiles<K extends string>({
  tiles,
  labels,
}: {
  tiles: ScreenTile<K>[];
  labels: Record<K, string>;
}) {
  return (
    <section className="anze-screen-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="anze-screen-tile" data-testid={`tile-${tile.key}`}>
          <span className="anze-screen-tile-label">{labels[tile.key]}</span>
          <span className="anze-screen-tile-value">
            {formatTile(tile)}
            {tile.value !== null && <small>{SCREEN_UNITS[tile.unit]}</small>}
          </span>
        </div>
      ))}
    </section>
  );
}

export function ScreenPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="anze-screen-panel">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const plain = (value: number) => value.toLocaleString('zh-CN', { maximumFractionDigits: 1 });

export function ScreenRanking({
  groups,
  format = plain,
  className,
}: {
  groups: ScreenGroup[];
  format?: (value: number) => string;
  /** Another class beside anze-screen-ranking (a screen's own row sizes). */
  className?: string;
}) {
  const max = Math.max(1, ...groups.map((g) => g.value));
  return (
    <ol className={className ? `anze-screen-ranking ${className}` : 'anze-screen-ranking'}>
      {groups.map((group, index) => (
        <li key={group.code}>
          <span className="anze-screen-rank">{index + 1}</span>
          <span className="anze-screen-rank-label">{group.label}</span>
          <span className="anze-screen-rank-bar">
            <i style={{ width: `${(group.value / max) * 100}%` }} />
          </span>
          <span className="anze-screen-rank-value">{format(group.value)}</span>
        </li>
      ))}
    </ol>
  );
}

export function ScreenNotes({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="anze-screen-notes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A panel's stand-in when its list has nothing to show (the panel keeps its place on the wall). */
export function ScreenEmpty({ text, height }: { text: string; height: number }) {
  return (
    <div className="anze-screen-empty" style={{ height }}>
      {text}
    </div>
  );
}
