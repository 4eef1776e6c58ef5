// The values of a small form and their errors, without antd Form (which would add about 35 KB gzip
// to the login route): a field is checked as it changes, every field when the form is submitted, as
// antd Form does. A check returns the message to show, or null.
import { useState } from 'react';

export type FieldChecks<V> = { [K in keyof V]?: (value: V[K]) => string | null };

export interface CheckedFields<V> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** A user's change: stored and checked. */
  change<K extends keyof V>(name: K, value: V[K]): void;
  /** A change by the page (clearing a field): stored, not checked. */
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Checks every field; the values when all pass, otherwise null (the errors are shown). */
  validate(): V | null;
}

export function useCheckedFields<V extends object>(initial: V, checks: FieldChecks<V>): CheckedFields<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((old) => ({ ...old, [name]: value }));
  const change = <K extends keyof V>(name: K, value: V[K]) => {
    set(name, value);
    setErrors((old) => ({ ...old, [name]: checks[name]?.(value) ?? undefined }));
  };
  const validate = () => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(checks) as (keyof V)[]) {
      const problem = checks[name]?.(values[name]);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? values : null;
  };
  return { values, errors, change, set, validate };
}

/** A text that must hold more than spaces (antd's `required` + `whitespace`). */
export const filledIn =
  (message: string) =>
  (value: string): string | null =>
    value.trim() ? null : message;
