// Searching a table dictionary as the user types (contract §7.3): one GET loadDict 300 ms after the
// last keystroke, only the latest answer kept, a refusal shown as a warning with the server's message.
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DictItem } from '../../../shared/api-types';
import { DICT_SEARCH_PAGE_SIZE, TIMEOUTS_MS } from '../../../shared/limits';
import { HEADER_TEXTS } from '../../../shared/texts';
import { DictRequestError, searchTableDict } from './dictApi';
import type { DictScope } from './dictApi';

export interface TableDictSearch {
  options: DictItem[];
  loading: boolean;
  /** The keyword of the last search that ran ('' before any). */
  keyword: string;
  /** Debounced: only the last call within TIMEOUTS_MS.asyncSearchDebounce runs. */
  search: (keyword: string) => void;
}

export function useTableDictSearch(
  code: string | null | undefined,
  pageSize: number = DICT_SEARCH_PAGE_SIZE,
  scope?: DictScope | null,
): TableDictSearch {
  const { message } = App.useApp();
  const [options, setOptions] = useState<DictItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (text: string) => {
      const call = ++latest.current;
      setKeyword(text);
      if (!code || text === '') {
        setOptions([]);
        return;
      }
      setLoading(true);
      try {
        const found = await searchTableDict(code, text, pageSize, scope);
        if (call === latest.current) setOptions(found);
      } catch (cause) {
        // Transport errors were shown by the http client; a refusal carries the server's message.
        if (cause instanceof DictRequestError)
          void message.warning(cause.message || HEADER_TEXTS.requestFailed);
        if (call === latest.current) setOptions([]);
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [code, pageSize, message, scope],
  );

  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(text.trim()), TIMEOUTS_MS.asyncSearchDebounce);
    },
    [run],
  );

  return { options, loading, keyword, search };
}
