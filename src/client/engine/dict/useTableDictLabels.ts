// The texts of stored values of a table dictionary (contract §7.4): GET loadDictItem?key=a,b answers
// them in key order; shared by every control showing the same values.
import { useMemo } from 'react';
import useSWR from 'swr';
import { loadDictLabels } from './dictApi';

export interface TableDictLabels {
  /** Texts in the order of `values`. */
  labels: string[];
  /** value -> text, for the values the server knew. */
  byValue: ReadonlyMap<string, string>;
  loading: boolean;
}

const NONE: string[] = [];

export function useTableDictLabels(
  code: string | null | undefined,
  values: readonly string[],
): TableDictLabels {
  const joined = values.filter(Boolean).join(',');
  const key = code && joined ? ['dictLabels', code, joined] : null;
  const { data, isLoading } = useSWR(
    key,
    ([, dictCode, keys]: string[]) => loadDictLabels(dictCode!, keys!.split(',')),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const labels = data ?? NONE;
  const byValue = useMemo(() => {
    const map = new Map<string, string>();
    // Texts come back in key order; a server that drops unknown keys makes the tail unreliable,
    // so only a complete answer is paired up.
    const keys = joined ? joined.split(',') : [];
    if (labels.length === keys.length) keys.forEach((k, i) => map.set(k, labels[i]!));
    return map;
  }, [joined, labels]);
  return { labels, byValue, loading: isLoading };
}
