// What choosing a row of a table dictionary does to the rest of the form (formSchema dictScopeProps):
// the fields its `fill` names take the row's values; those defaulting from it (`defaultFrom`) only
// while empty or still holding what the previous choice filled; and those the row forces (a
// major-hazard criterion's 隐患等级 重大) are held at that value, disabled, until a choice forces
// them no more — the server would refuse another value anyway. A value the form opens with (an edit)
// holds the fields its row forces too, and fills nothing.
import type { FieldPatternTypes, Form } from '@formily/core';
import { useEffect, useRef } from 'react';
import { fetchFillValues } from '../dict/dictApi';
import type { DictFill } from '../../../shared/engine-api';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The handler of a choice (the chosen value) that fills and holds the other fields; with `holds` (the
 * dictionary declares forces), `value` — the field's current value — holds them when the form opens.
 */
export function useChoiceFill(
  form: Form,
  code: string,
  scopeField: string,
  fillIfEmpty: readonly string[],
  { holds, value }: { holds: boolean; value: unknown },
): (value: unknown) => void {
  const filledBefore = useRef<Record<string, unknown>>({});
  // Fields held by the current choice, with the pattern each had before.
  const held = useRef(new Map<string, FieldPatternTypes>());
  // Only the latest choice's answer counts: an earlier one may arrive after it.
  const latest = useRef(0);
  // The value last asked about, by a choice or by the form opening with it.
  const asked = useRef<unknown>(undefined);

  const hold = (keys: readonly string[]) => {
    for (const [key, pattern] of held.current)
      if (!keys.includes(key)) {
        form.setFieldState(key, (state) => void (state.pattern = pattern));
        held.current.delete(key);
      }
    for (const key of keys) {
      if (held.current.has(key)) continue;
      const pattern = form.getFieldState(key, (state) => state.pattern) as FieldPatternTypes | undefined;
      if (!pattern) continue;
      held.current.set(key, pattern);
      form.setFieldState(key, (state) => void (state.pattern = 'disabled'));
    }
  };

  const apply = (answer: DictFill | null) => {
    for (const [key, value] of Object.entries(answer?.values ?? {})) {
      if (value === null || value === undefined) continue;
      const current: unknown = form.values[key];
      const typed = !isEmpty(current) && current !== filledBefore.current[key];
      if (typed && fillIfEmpty.includes(key) && !answer?.forced.includes(key)) continue;
      filledBefore.current[key] = value;
      form.setValuesIn(key, value);
    }
    hold(answer?.forced ?? []);
  };

  /** Asks what `chosen` fills and forces; `use` gets the answer unless a later choice came first. */
  const ask = (chosen: unknown, use: (answer: DictFill | null) => void) => {
    const choice = ++latest.current;
    asked.current = chosen;
    if (typeof chosen !== 'string' || !chosen) {
      hold([]);
      return;
    }
    void fetchFillValues(code, scopeField, chosen)
      .then((answer) => {
        if (choice === latest.current) use(answer);
      })
      .catch(() => undefined); // the choice stands; only the convenience is lost
  };

  useEffect(() => {
    // A value the user chose was asked about already.
    if (!holds || value === asked.current) return;
    ask(value, (answer) => hold(answer?.forced ?? []));
    // Only a new value is asked about; ask and hold read the form as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holds, value]);

  return (chosen) => ask(chosen, apply);
}
