// A new record's required reference field whose options, for this user, are exactly one starts with
// that option: a staff member of one enterprise sees only his own enterprise, and should not have to
// type its name on every add form. The server narrows loadDict to the user's tenant and data rules
// (and the field's where, filter and option rule through `scope`), so two options asked for tell one
// from many. The option is taken as the user's own choice would be (`choose`: the field's input and
// what the choice fills), and never over a value the form or the user gave meanwhile.
import { isField } from '@formily/core';
import { useField } from '@formily/react';
import { useEffect, useRef } from 'react';
import type { DictScope } from '../dict/dictApi';
import { fetchSoleOption } from './soleOption';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function useSoleOptionPrefill(
  enabled: boolean,
  code: string,
  scope: DictScope | null,
  choose: (value: unknown) => void,
): void {
  const field = useField();
  // The choice as the latest render made it (its onChange and fill read the form as it is then).
  const latestChoose = useRef(choose);
  useEffect(() => {
    latestChoose.current = choose;
  });
  // Once per field: StrictMode's second mount must not ask again, nor drop the first answer.
  const asked = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  useEffect(() => {
    if (!enabled || !code || asked.current || !isField(field)) return;
    // Required now (a requiredWhen field whose condition holds too) and still empty: else nothing to do.
    if (!field.required || !isEmpty(field.value)) return;
    asked.current = true;
    fetchSoleOption(code, scope)
      .then((only) => {
        if (only === null || !mounted.current) return;
        // The user typed or chose (even chose and cleared) while the server answered: theirs stands.
        if (field.modified || !isEmpty(field.value)) return;
        latestChoose.current(only);
      })
      .catch(() => undefined); // a convenience only: the field stays empty as before
    // Asked once, when the field first shows with its scope as the form opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, code]);
}
