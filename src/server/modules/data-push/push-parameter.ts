// The pushData job's parameter, as the administrator enters it on the scheduled-job page:
// {"url": "https://…", "target": "2", "limit": 500, "secretEnv": "PUSH_SECRET"}. A bad parameter
// fails the run with the reason. The signing secret is named, not given: it stays in the server's
// environment, out of the database and of the page every administrator reads.
import { DEFAULT_PUSH_TARGET, PUSH_LIMITS, PUSH_TEXTS } from '../../../shared/data-push';

export interface PushParameter {
  url: URL;
  /** A value of nl_push_target. */
  target: string;
  /** Records this run sends at most. */
  limit: number;
  /** The key messages are signed with (push-request.ts), when the parameter names one. */
  secret: string | null;
}

/** An environment variable's name, as shells and service managers accept it. */
const ENV_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/** The largest `limit` a run may ask for: one run stays a bounded piece of work. */
const MAX_LIMIT = 10 * PUSH_LIMITS.recordsPerRun;

export function parsePushParameter(
  text: string | null,
  targets: ReadonlySet<string>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): PushParameter {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new Error(PUSH_TEXTS.badParameter);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(PUSH_TEXTS.badParameter);
  const {
    url,
    target = DEFAULT_PUSH_TARGET,
    limit = PUSH_LIMITS.recordsPerRun,
    secretEnv,
  } = value as Record<string, unknown>;
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw new Error(PUSH_TEXTS.badUrl);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(PUSH_TEXTS.badUrl);
  if (typeof target !== 'string' || !targets.has(target))
    throw new Error(PUSH_TEXTS.badTarget(String(target)));
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT)
    throw new Error(PUSH_TEXTS.badLimit(MAX_LIMIT));
  let secret: string | null = null;
  if (secretEnv !== undefined) {
    if (typeof secretEnv !== 'string' || !ENV_NAME.test(secretEnv)) throw new Error(PUSH_TEXTS.badSecretEnv);
    secret = env[secretEnv] ?? '';
    if (secret.length < PUSH_LIMITS.minSecretLength)
      throw new Error(PUSH_TEXTS.secretMissing(secretEnv, PUSH_LIMITS.minSecretLength));
  }
  return { url: parsed, target, limit: limit as number, secret };
}
