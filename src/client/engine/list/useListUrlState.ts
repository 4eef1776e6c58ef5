// The list state lives in the URL query: reading parses it, every change pushes a history entry,
// so a list is a shareable link and back/forward restore earlier filters, pages and sorts.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { parseListState, serializeListState } from './listState';
import type { ListState } from './listState';

export type ListStatePatch = Partial<ListState> | ((state: ListState) => Partial<ListState>);

export function useListUrlState(fields: FieldDefinition[]) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(search, fields), [search, fields]);
  const update = useCallback(
    (patch: ListStatePatch) =>
      setSearch((previous) => {
        const current = parseListState(previous, fields);
        const changes = typeof patch === 'function' ? patch(current) : patch;
        return serializeListState({ ...current, ...changes });
      }),
    [setSearch, fields],
  );
  return { state, update };
}
