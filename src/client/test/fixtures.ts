// Client-test set-up on top of the server-shaped data (serverData.ts): a signed-in session.
import type { UserInfo } from '../../shared/api-types';
import { saveToken, saveUserInfo } from '../session/sessionState';
import { userInfo } from './serverData';

export { NANLICUSTOM_AUTH, menuItem, sampleMenu, userInfo } from './serverData';

/** Store a logged-in session (token + user) as a successful login would. */
export function signIn(user: UserInfo = userInfo()): void {
  saveToken('test-token');
  saveUserInfo(user);
}
