// Advice (`advice` of an entity): warnings a named server hook gives about a form's values — shown
// under the declared field while the user fills the form, never refusing the save. Only the form
// asks (GET ENGINE_PATHS.advice, debounced as its inputs change); the save answers the record alone,
// so a warning is read once, where the user can still act on it.
import type { AdviceWarning } from '../../shared/engine-api';
import type { EngineDeps } from './access';
import { inputsOf } from './form-record';
import type { FormRecord } from './form-record';
import { hookNamed } from './hooks';
import type { Principal } from './principal';
import type { ResolvedEntity } from './registry';

/** The warnings of the entity's advice for the form, in declaration order; advice on a field not shown is left out. */
export async function formAdvice(
  deps: Pick<EngineDeps, 'db' | 'dialect' | 'registry' | 'hooks'>,
  principal: Principal,
  entity: ResolvedEntity,
  form: FormRecord,
  shown: ReadonlySet<string>,
): Promise<AdviceWarning[]> {
  const warnings: AdviceWarning[] = [];
  for (const advice of entity.definition.advice ?? []) {
    if (!shown.has(advice.field)) continue;
    // The definition checks made sure the hook is registered.
    const hook = hookNamed(deps.hooks.advice, advice.hook)!;
    const message = await hook.advise({
      db: deps.db,
      dialect: deps.dialect,
      registry: deps.registry,
      principal,
      inputs: inputsOf(advice.reads, form.values),
      recordId: form.recordId,
    });
    if (message) warnings.push({ field: advice.field, message });
  }
  return warnings;
}
