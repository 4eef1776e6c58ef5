// Declared file checks (`fileCheck` on an upload field, schema-language/file-fields.ts): business code
// registered by name reads the files a save brings and refuses them with a message — the field's
// validation failure, so nothing is saved — or answers a value the server writes into the readonly
// field the declaration names (a Word template's placeholders). The engine reads the bytes through
// the reader buildApp hands in (the upload directory is the files module's), never by itself.
import { storedFileName, storedPathsOf } from '../../../shared/uploads';
import { UPLOAD_TEXTS } from '../../../shared/uploads';
import path from 'node:path';
import type { DefinitionProblem } from '../../../shared/schema-language/validate';
import { DEFINITION_FILES } from '../../definitions/definition-files';
import { stepFieldKeys } from '../../definitions/file-field-checks';
import type { EngineDeps, EntityAccess } from '../access';
import { hookNamed } from '../hooks';
import type { EngineHooks } from '../hooks';
import type { EntityRegistry } from '../registry';
import type { Candidate } from './candidates';

export interface CheckedFile {
  storedPath: string;
  /** The name the user knows it by. */
  name: string;
  bytes: Buffer;
}

export type FileCheckAnswer = { refusal: string } | { value: string | null };

export interface FileCheckHook {
  /**
   * The other fields of the record the check depends on (a template's report type): an edit changing
   * one checks the files again, though they stay the same.
   */
  reads?: readonly string[];
  /**
   * The field's files, in the order the field holds them (at least one), and the record as the save
   * would leave it by field key (on edit, the values saved over the stored ones).
   */
  check(files: readonly CheckedFile[], record: Readonly<Record<string, unknown>>): Promise<FileCheckAnswer>;
}

/** The bytes of a stored file by its stored path; rejects when there is no such file. */
export type StoredFileReader = (storedPath: string) => Promise<Buffer>;

export const NO_FILE_READER: StoredFileReader = () => Promise.reject(new Error('no stored-file reader'));

/**
 * Runs the file checks of the candidate's fields whose files are new to it, or whose record changes
 * under them: every field on add, on edit only a field the request changes or one whose check reads
 * a field the request changes (an unrelated edit is never refused for an older file). A check whose
 * field or read fields are already refused is not run. Refusals go to `candidate.errors`; answers
 * into its values.
 */
export async function runFileChecks(deps: EngineDeps, access: EntityAccess, candidate: Candidate) {
  const changes = (key: string) =>
    key in candidate.values && candidate.merged[key] !== candidate.stored?.[key];
  for (const field of access.entity.fields) {
    const declared = field.definition.fileCheck;
    if (!declared) continue;
    const hook = hookNamed(deps.hooks.fileChecks, declared.hook)!;
    const keys = [field.key, ...(hook.reads ?? [])];
    if (keys.some((key) => candidate.errors[key])) continue;
    if (!candidate.isNew && !keys.some(changes)) continue;
    const paths = storedPathsOf(candidate.merged[field.key]);
    let answer: FileCheckAnswer = { value: null };
    if (paths.length > 0) {
      const files = await Promise.all(paths.map((path) => readFile(deps, path)));
      const missing = files.findIndex((file) => file === null);
      answer =
        missing >= 0
          ? { refusal: `${UPLOAD_TEXTS.fileMissing}：${storedFileName(paths[missing]!)}` }
          : await hook.check(files as CheckedFile[], candidate.merged);
    }
    if ('refusal' in answer) candidate.errors[field.key] = answer.refusal;
    else if (declared.writes) {
      candidate.values[declared.writes] = answer.value;
      candidate.merged[declared.writes] = answer.value;
    }
  }
}

async function readFile(deps: EngineDeps, storedPath: string): Promise<CheckedFile | null> {
  try {
    return { storedPath, name: storedFileName(storedPath), bytes: await deps.readStoredFile(storedPath) };
  } catch {
    return null;
  }
}

/**
 * A `fileCheck` naming a hook the registry lacks stops the start, like an unknown guard; so does a
 * hook reading a field the entity lacks, or one an operation step writes (the step would change the
 * record under the files unchecked).
 */
export function checkFileCheckHooks(registry: EntityRegistry, hooks: EngineHooks): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const entity of registry.entities) {
    const file = path.join('schemas', DEFINITION_FILES.entities, `${entity.name}.json`);
    const stepFields = stepFieldKeys(entity.definition);
    entity.definition.fields.forEach((field, index) => {
      const name = field.fileCheck?.hook;
      if (!name) return;
      const pointer = `/fields/${index}/fileCheck/hook`;
      const hook = hookNamed(hooks.fileChecks, name);
      if (!hook)
        problems.push({
          file,
          pointer,
          reason: `unknown file check "${name}" (registered: ${Object.keys(hooks.fileChecks).join(', ') || 'none'})`,
        });
      for (const key of hook?.reads ?? []) {
        if (!entity.field(key))
          problems.push({ file, pointer, reason: `file check "${name}" reads unknown field "${key}"` });
        else if (stepFields.has(key))
          problems.push({
            file,
            pointer,
            reason: `file check "${name}" reads "${key}", which an operation step would change unchecked`,
          });
      }
    });
  }
  return problems;
}
