// The on/off values of a switch: a two-item Y/N or 1/0 dictionary (spec §9 toggle values Y/N).
import type { DictItem } from '../../../shared/api-types';
import { TOGGLE_VALUES } from '../../../shared/limits';

export interface SwitchValues {
  on: string;
  off: string;
  onText?: string;
  offText?: string;
}

const PAIRS: readonly [string, string][] = [
  [TOGGLE_VALUES.on, TOGGLE_VALUES.off],
  ['1', '0'],
];

export function switchValues(items: readonly DictItem[]): SwitchValues {
  const values = new Set(items.map((item) => item.value));
  const [on, off] = PAIRS.find(([a, b]) => values.has(a) && values.has(b)) ?? [
    TOGGLE_VALUES.on,
    TOGGLE_VALUES.off,
  ];
  const textOf = (v: string) => items.find((item) => item.value === v)?.text;
  return { on, off, onText: textOf(on), offText: textOf(off) };
}

/** Whether a dictionary can be shown as a switch. */
export function isSwitchDictionary(items: readonly DictItem[]): boolean {
  const values = new Set(items.map((item) => item.value));
  return items.length === 2 && PAIRS.some(([a, b]) => values.has(a) && values.has(b));
}
