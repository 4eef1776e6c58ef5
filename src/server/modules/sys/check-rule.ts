// A code rule checks a value part by part, as JeecgBoot's 编码校验规则 does: each part takes the next
// `digits` characters ('*' = the whole value, without moving on) and must match its regular
// expression entirely, else its message is the answer. The expressions come from administrators, so
// they are bounded (pattern length, number of parts, value length) and run in a separate V8 context
// with a time limit: a catastrophic pattern (e.g. ^(a+)+$) is stopped, not left holding the server.
import vm from 'node:vm';
import { COMPAT_LIMITS } from '../../../shared/compatibility/compat-api';
import { Errors } from '../../errors';

/** One part as stored in ruleJson. */
export interface CheckRulePart {
  digits: string;
  pattern: string;
  message: string;
}

/** The part a value failed, with what was checked (JeecgBoot's answer `result`). */
export interface CheckRuleFailure extends CheckRulePart {
  checkValue: string;
  passed: false;
  beginIndex?: number;
  endIndex?: number;
}

const CHECK_ALL = '*';
const DIGITS = /^[1-9][0-9]{0,3}$/;

/** The parts of a stored rule; a rule administrators wrote wrongly is refused with one message. */
export function parseRuleParts(ruleJson: string): CheckRulePart[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(ruleJson);
  } catch {
    throw Errors.checkRuleInvalid();
  }
  if (!Array.isArray(parsed) || parsed.length > COMPAT_LIMITS.checkRuleParts) throw Errors.checkRuleInvalid();
  return parsed.map((raw: unknown) => {
    const part = (raw ?? {}) as Record<string, unknown>;
    const digits = String(part.digits ?? '').trim();
    const pattern = typeof part.pattern === 'string' ? part.pattern : '';
    if ((digits !== CHECK_ALL && !DIGITS.test(digits)) || !pattern) throw Errors.checkRuleInvalid();
    if (pattern.length > COMPAT_LIMITS.checkRulePatternLength) throw Errors.checkRuleInvalid();
    return { digits, pattern, message: typeof part.message === 'string' ? part.message : '' };
  });
}

interface Slice {
  checkValue: string;
  beginIndex?: number;
  endIndex?: number;
}

/** The piece of the value each part checks; a piece not typed yet is empty. */
function slices(parts: readonly CheckRulePart[], value: string): Slice[] {
  let begin = 0;
  return parts.map((part) => {
    if (part.digits === CHECK_ALL) return { checkValue: value };
    const end = Math.min(begin + Number(part.digits), value.length);
    const slice = {
      checkValue: begin > end ? '' : value.slice(begin, end),
      beginIndex: begin,
      endIndex: end,
    };
    begin += Number(part.digits);
    return slice;
  });
}

// Runs inside the separate context: only data crosses, the script text is fixed.
const MATCH_SCRIPT = `
  result = -1;
  for (let i = 0; i < patterns.length; i++) {
    if (!new RegExp('^(?:' + patterns[i] + ')$').test(values[i])) { result = i; break; }
  }`;
const matchScript = new vm.Script(MATCH_SCRIPT);

/** The first part the value fails, or null when it passes (a blank value passes, as in JeecgBoot). */
export function checkValue(parts: readonly CheckRulePart[], value: string): CheckRuleFailure | null {
  if (!value.trim()) return null;
  if (value.length > COMPAT_LIMITS.checkRuleValueLength) throw Errors.checkRuleValueTooLong();
  const pieces = slices(parts, value);
  const context = vm.createContext({
    patterns: parts.map((p) => p.pattern),
    values: pieces.map((p) => p.checkValue),
    result: -1,
  });
  try {
    matchScript.runInContext(context, { timeout: COMPAT_LIMITS.checkRuleTimeoutMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw Errors.checkRuleTooSlow();
    throw Errors.checkRuleInvalid(); // a pattern that does not compile
  }
  const failed = context.result as number;
  if (failed < 0) return null;
  return { ...parts[failed]!, ...pieces[failed]!, passed: false };
}
