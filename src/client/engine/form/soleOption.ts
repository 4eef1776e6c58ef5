// Whether a table dictionary offers this user exactly one option (useSoleOptionPrefill): loadDict with
// no keyword and two rows at most, the server having narrowed the rows to the user's tenant and data
// rules, and to the asking field's where, filter and option rule when `scope` names it.
import type { ApiResult } from '../../../shared/api-types';
import { API_PATHS, fillPath } from '../../../shared/api-paths';
import { request } from '../../api/http';
import { toDictItem } from '../dict/dictApi';
import type { DictScope } from '../dict/dictApi';

/** Options asked for: a second one is enough to know the user has a choice to make. */
export const SOLE_OPTION_PROBE = 2;

/** The value of the only option; null when there are more, none, or the server could not say. */
export async function fetchSoleOption(code: string, scope: DictScope | null): Promise<string | null> {
  // Silent: a convenience the user did not ask for must not put an error in front of him; the field
  // just stays empty, as it was before.
  const answer = await request<ApiResult<Parameters<typeof toDictItem>[0][] | null>>(
    fillPath(API_PATHS.loadDict, { code }),
    {
      params: {
        keyword: '',
        pageSize: SOLE_OPTION_PROBE,
        // As dictApi sends a field's scope (searchTableDict), so the probe sees the options the search does.
        ...(scope
          ? {
              field: scope.field,
              values: JSON.stringify(scope.values),
              ...(scope.recordId ? { recordId: scope.recordId } : {}),
            }
          : {}),
      },
      silent: true,
    },
  );
  const options = answer?.success ? (answer.result ?? []).map(toDictItem) : [];
  return options.length === 1 && options[0]!.value ? options[0]!.value : null;
}
