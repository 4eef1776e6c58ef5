// Pages whose buttons and layers follow the user's codes: signed in holding exactly these, the
// dictionaries cached and the entity schemas served as an administrator sees them.
import { http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../shared/limits';
import { cacheDictionaries, schemaResult } from '../engine/form/testing/schemas';
import { setSessionValue } from '../storage/sessionStore';
import { signIn } from './fixtures';
import { api, server } from './server';

/** A successful answer (code 200) holding `result`. */
export const ok = <T>(result: T) =>
  HttpResponse.json({ success: true, code: 200, message: '', timestamp: 0, result });

export function signInHolding(codes: string[]): void {
  signIn();
  cacheDictionaries();
  setSessionValue(
    SESSION_KEYS.userAuth,
    codes.map((action) => ({ action, type: '1', describe: action })),
  );
  server.use(http.get(api('/engine/entities/:name'), ({ params }) => ok(schemaResult(String(params.name)))));
}
