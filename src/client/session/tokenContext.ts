// The signed-in user and the current time as the value tokens see them: a new form and a new grid
// row start from $today, $now, $userId, $username, $realname and $orgCode like the server's insert.
import { tokenContext } from '../../shared/value-tokens';
import type { TokenContext } from '../../shared/value-tokens';
import { getUserInfo } from './sessionState';

const NOBODY = { id: '', username: '', realname: '', orgCode: null };

export function clientTokenContext(): TokenContext {
  const user = getUserInfo();
  return tokenContext(
    user ? { id: user.id, username: user.username, realname: user.realname, orgCode: user.orgCode } : NOBODY,
  );
}
