// A plain or table dictionary's options in the { value, label } shape antd choice controls take.
import { useMemo } from 'react';
import { useDictItems } from '../dict/useDictItems';

export interface DictOption {
  value: string;
  label: string;
}

export function useDictOptions(code: string | null | undefined): { options: DictOption[]; loading: boolean } {
  const { items, loading } = useDictItems(code);
  const options = useMemo(() => items.map((item) => ({ value: item.value, label: item.text })), [items]);
  return { options, loading };
}
