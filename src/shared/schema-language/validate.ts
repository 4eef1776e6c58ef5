// Validates definition files against their meta-schemas with ajv and reports every problem as
// "file: /json/pointer: reason", so a broken file names exactly what to fix.
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Static, TSchema } from '@sinclair/typebox';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const compiled = new WeakMap<TSchema, ValidateFunction>();

export interface DefinitionProblem {
  file: string;
  pointer: string;
  reason: string;
}

export function formatProblem(problem: DefinitionProblem): string {
  return `${problem.file}: ${problem.pointer || '/'}: ${problem.reason}`;
}

export class DefinitionError extends Error {
  constructor(readonly problems: DefinitionProblem[]) {
    super(`Invalid definition files:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'DefinitionError';
  }
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unknown property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing property "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum' || error.keyword === 'const')
    return `${error.message ?? 'invalid'} ${JSON.stringify(params)}`;
  return error.message ?? error.keyword;
}

/** Check data against a meta-schema; returns the typed value or the list of problems. */
export function checkDefinition<S extends TSchema>(
  schema: S,
  data: unknown,
  file: string,
): { ok: true; value: Static<S> } | { ok: false; problems: DefinitionProblem[] } {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(data)) return { ok: true, value: data as Static<S> };
  const problems = (validate.errors ?? [])
    // A failed anyOf repeats the errors of each branch; the branch errors are enough.
    .filter((e) => e.keyword !== 'anyOf')
    .map((e) => ({ file, pointer: e.instancePath, reason: describe(e) }));
  return { ok: false, problems };
}
