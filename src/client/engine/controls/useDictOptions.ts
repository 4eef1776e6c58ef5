// A plain or table dictionary's options in the { value, label } shape antd choice controls take.
import { useMemo } from 'react';
import { useDictItems } from '../dict/useDictItems';
import type { DictScope } from '../dict/dictApi';

export interface DictOption {
  value: string;
  label: string;
  /** Why the option fits the form (an option rule's reason). */
  reason?: string;
}

export function useDictOptions(
  code: string | null | undefined,
  scope?: DictScope | null,
): { options: DictOption[]; loading: boolean } {
  const { items, loading } = useDictItems(code, scope);
  const options = useMemo(
    () =>
      items.map((item) => ({
        value: item.value,
        label: item.text,
        ...(item.reason ? { reason: item.reason } : {}),
      })),
    [items],
  );
  return { options, loading };
}
