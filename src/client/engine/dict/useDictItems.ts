// The options of a dictionary: a plain code from the login-time cache (STORAGE_KEYS.dictCache, contract
// §7.2) without a request, otherwise — a code the cache lacks, or a table dictionary — one GET
// getDictItems shared by every control asking for the same code.
import { useMemo } from 'react';
import useSWR from 'swr';
import type { DictItem } from '../../../shared/api-types';
import { STORAGE_KEYS, STORAGE_NAMESPACE } from '../../../shared/limits';
import { getDictionaries } from '../../session/sessionState';
import { fetchDictItems, toDictItem } from './dictApi';
import type { DictScope } from './dictApi';

export interface DictItemsState {
  items: DictItem[];
  loading: boolean;
  /** The server's message when the dictionary could not be loaded. */
  error: string | null;
}

const NONE: DictItem[] = [];

// Grids mount a control per cell: parse the (large) cache once per change of its stored text, and
// hand out the same array per code so memoised consumers stay put.
let parsedFrom: string | null = null;
let itemsByCode = new Map<string, DictItem[] | null>();

export function cachedDictItems(code: string): DictItem[] | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(`${STORAGE_NAMESPACE}${STORAGE_KEYS.dictCache}`);
  } catch {
    // storage disabled: no cache
  }
  if (raw !== parsedFrom) {
    parsedFrom = raw;
    itemsByCode = new Map();
  }
  if (!itemsByCode.has(code)) {
    const cached = raw === null ? undefined : getDictionaries()?.[code];
    itemsByCode.set(code, Array.isArray(cached) ? cached.map(toDictItem) : null);
  }
  return itemsByCode.get(code) ?? null;
}

/** `scope`: the form field asking, when its dictionary narrows the options (where, filter). */
export function useDictItems(code: string | null | undefined, scope?: DictScope | null): DictItemsState {
  const cached = useMemo(() => (code && !scope ? cachedDictItems(code) : null), [code, scope]);
  const scopeKey = scope ? JSON.stringify(scope) : '';
  const key = code && !cached ? ['dictItems', code, scopeKey] : null;
  const fetcher = ([, dictCode, scoped]: string[]) =>
    fetchDictItems(dictCode!, scoped ? (JSON.parse(scoped) as DictScope) : null);
  const { data, error, isLoading } = useSWR(key, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (cached) return { items: cached, loading: false, error: null };
  return {
    items: data ?? NONE,
    loading: isLoading,
    error: error instanceof Error ? error.message : null,
  };
}

/** The text of a stored value; several comma-joined values give their texts comma-joined. */
export function dictText(items: readonly DictItem[], value: unknown, multiple = false): string {
  if (value === null || value === undefined || value === '') return '';
  const values = multiple ? String(value).split(',') : [String(value)];
  return values.map((v) => items.find((item) => item.value === v)?.text ?? v).join(',');
}
