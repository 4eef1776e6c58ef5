// The entity's advice as Formily effects: when a field an advice reads changes (and once the form is
// shown), the form asks the server for the warnings — debounced, only the latest answer counts — and
// shows each under its declared field as a warning (yellow, FormItem's warning feedback). A warning
// never blocks the save; the server does not send it again with the save (engine/advice.ts).
import { isField, onFieldValueChange, onFormMount, onFormUnmount } from '@formily/core';
import type { Form } from '@formily/core';
import type { ApiResult } from '../../../shared/api-types';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import type { AdviceWarning } from '../../../shared/engine-api';
import { fillPath } from '../../../shared/api-paths';
import { TIMEOUTS_MS } from '../../../shared/limits';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { request } from '../../api/http';

/** The warnings for the form's values; none when the server cannot tell (the form stays usable). */
export async function fetchAdvice(
  entityName: string,
  values: Record<string, unknown>,
  recordId?: string,
): Promise<AdviceWarning[]> {
  try {
    const reply = await request<ApiResult<AdviceWarning[]>>(
      fillPath(ENGINE_PATHS.advice, { name: entityName }),
      {
        params: { values: JSON.stringify(values), ...(recordId ? { recordId } : {}) },
        silent: true,
      },
    );
    return reply?.success && Array.isArray(reply.result) ? reply.result : [];
  } catch {
    return [];
  }
}

export function formAdviceEffects(entity: EntityDefinition, recordId?: string): void {
  const advice = entity.advice ?? [];
  if (advice.length === 0) return;
  const reads = [...new Set(advice.flatMap((a) => Object.values(a.reads ?? {})))];
  const targets = [...new Set(advice.map((a) => a.field))];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  const show = (form: Form, warnings: readonly AdviceWarning[]) => {
    for (const key of targets) {
      const field = form.query(key).take();
      if (isField(field))
        field.setSelfWarnings(warnings.filter((w) => w.field === key).map((w) => w.message));
    }
  };
  // A step dialog shows a few of the fields: only those are sent (the server reads the others from
  // the stored record), and a form showing none of the warned fields does not ask.
  const shown = (form: Form, key: string) => form.query(key).take() !== undefined;
  const ask = (form: Form) => {
    clearTimeout(timer);
    if (!targets.some((key) => shown(form, key))) return;
    timer = setTimeout(() => {
      const call = ++latest;
      const sent = reads.filter((key) => shown(form, key));
      const values = Object.fromEntries(sent.map((key) => [key, form.values[key] ?? null]));
      void fetchAdvice(entity.name, values, recordId).then((warnings) => {
        if (call === latest) show(form, warnings);
      });
    }, TIMEOUTS_MS.asyncSearchDebounce);
  };

  onFormMount(ask);
  for (const key of reads) onFieldValueChange(key, (_field, form) => ask(form));
  onFormUnmount(() => {
    clearTimeout(timer);
    latest += 1;
  });
}
