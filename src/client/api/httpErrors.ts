// Every row of the error catalogue (spec §8) that the http client handles, in this one place:
// 403 / 404 / 504 / timeout toasts, 401 (logout and reload after 1.5 s), a 500 whose message
// contains 'Token失效' while logged in (the 登录已过期 modal), any other status (server message).
import { HEADER_TEXTS, HTTP_TEXTS } from '../../shared/texts';
import { TIMEOUTS_MS, UI_DURATIONS_MS } from '../../shared/limits';
import { clearSession, getToken } from '../session/sessionState';
import { browser } from './browser';
import { feedback } from './feedback';

export type HttpErrorKind = 'status' | 'timeout' | 'network';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    readonly status = 0,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Clears the local session before it returns (its promise covers only the server call). */
type LogoutHandler = () => Promise<unknown>;

/** Replaced by the session module with the full logout (clear storage + POST /sys/logout). */
let logoutHandler: LogoutHandler = () => {
  clearSession();
  return Promise.resolve();
};

export function setLogoutHandler(handler: LogoutHandler): void {
  logoutHandler = handler;
}

let unauthorizedInProgress = false;
let expiredModalOpen = false;

export function notifyError(description: string): void {
  feedback.notification.error({
    message: HTTP_TEXTS.systemTip,
    description,
    duration: UI_DURATIONS_MS.notification / 1000,
  });
}

/** The `message` of an error body (Result envelope or Spring error JSON), if any. */
export function bodyMessage(body: unknown): string {
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const value = (body as { message: unknown }).message;
    if (typeof value === 'string') return value;
  }
  return typeof body === 'string' ? body : '';
}

function showSessionExpired(): void {
  if (expiredModalOpen) return;
  expiredModalOpen = true;
  feedback.modal.error({
    title: HTTP_TEXTS.sessionExpiredTitle,
    content: HTTP_TEXTS.sessionExpiredContent,
    okText: HTTP_TEXTS.sessionExpiredButton,
    maskClosable: false,
    keyboard: false,
    onOk: async () => {
      await logoutHandler().catch(() => undefined);
      browser.reload();
    },
    afterClose: () => {
      expiredModalOpen = false;
    },
  });
}

function handleUnauthorized(): void {
  if (!getToken() || unauthorizedInProgress) {
    notifyError(HTTP_TEXTS.unauthorized);
    return;
  }
  unauthorizedInProgress = true;
  // The logout clears the session, and closes its notices, before it first waits: the toast is
  // raised after that call so that the user still reads why the session ended.
  const loggedOut = logoutHandler();
  notifyError(HTTP_TEXTS.unauthorized);
  void loggedOut
    .catch(() => undefined)
    .then(() => {
      setTimeout(() => {
        unauthorizedInProgress = false;
        browser.reload();
      }, TIMEOUTS_MS.reloadAfterUnauthorized);
    });
}

/** React to a non-2xx response; returns the error the request rejects with. */
export function handleErrorStatus(status: number, body: unknown, statusText = ''): HttpError {
  const serverMessage = bodyMessage(body);
  switch (status) {
    case 401:
      handleUnauthorized();
      break;
    case 403:
      notifyError(HTTP_TEXTS.forbidden);
      break;
    case 404:
      notifyError(HTTP_TEXTS.notFound);
      break;
    case 504:
      notifyError(HTTP_TEXTS.gatewayTimeout);
      break;
    case 500:
      if (getToken() && serverMessage.includes(HTTP_TEXTS.tokenInvalidMarker)) showSessionExpired();
      else notifyError(serverMessage || statusText || HEADER_TEXTS.requestFailed);
      break;
    default:
      notifyError(serverMessage || statusText || HEADER_TEXTS.requestFailed);
  }
  return new HttpError(serverMessage || statusText || `HTTP ${status}`, 'status', status, body);
}

export function handleTimeout(): HttpError {
  notifyError(HTTP_TEXTS.gatewayTimeout);
  return new HttpError(HTTP_TEXTS.gatewayTimeout, 'timeout');
}

export function handleNetworkError(cause: unknown): HttpError {
  notifyError(HEADER_TEXTS.networkError);
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new HttpError(detail || HEADER_TEXTS.networkError, 'network');
}
