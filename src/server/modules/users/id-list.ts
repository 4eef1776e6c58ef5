// Comma-joined ids of a request (`a,b,` with JeecgBoot's trailing comma) as a distinct list: at
// least one, at most LIST_LIMITS.maxIds.
import { LIST_LIMITS } from '../../../shared/users/texts';
import { Errors } from '../../errors';

export function idList(raw: string | undefined): string[] {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw Errors.idsUnrecognized();
  if (ids.length > LIST_LIMITS.maxIds) throw Errors.tooManyIds(LIST_LIMITS.maxIds);
  return ids;
}
