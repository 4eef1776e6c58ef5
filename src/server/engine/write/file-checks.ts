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
  /** The field's files, in the order the field holds them (at least one). */
  check(files: readonly CheckedFile[]): Promise<FileCheckAnswer>;
}

/** The bytes of a stored file by its stored path; rejects when there is no such file. */
export type StoredFileReader = (storedPath: string) => Promise<Buffer>;

export const NO_FILE_READER: StoredFileReader = () => Promise.reject(new Error('no stored-file reader'));

/**
 * Runs the file checks of the candidate's fields whose files are new to it: every field on add, on
 * edit only a field the request changes (an unrelated edit is never refused for an older file).
 * Refusals go to `candidate.errors`; answers into its values.
 */
export async function runFileChecks(deps: EngineDeps, access: EntityAccess, candidate: Candidate) {
  for (const field of access.entity.fields) {
    const declared = field.definition.fileCheck;
    if (!declared || candidate.errors[field.key]) continue;
    const value = candidate.merged[field.key];
    const changed =
      candidate.isNew || (field.key in candidate.values && value !== candidate.stored?.[field.key]);
    if (!changed) continue;
    const paths = storedPathsOf(value);
    let answer: FileCheckAnswer = { value: null };
    if (paths.length > 0) {
      const files = await Promise.all(paths.map((path) => readFile(deps, path)));
      const missing = files.findIndex((file) => file === null);
      answer =
        missing >= 0
          ? { refusal: `${UPLOAD_TEXTS.fileMissing}：${storedFileName(paths[missing]!)}` }
          : await hookNamed(deps.hooks.fileChecks, declared.hook)!.check(files as CheckedFile[]);
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

/** A `fileCheck` naming a hook the registry lacks stops the start, like an unknown guard. */
export function checkFileCheckHooks(registry: EntityRegistry, hooks: EngineHooks): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  for (const entity of registry.entities) {
    entity.definition.fields.forEach((field, index) => {
      const hook = field.fileCheck?.hook;
      if (hook && !hookNamed(hooks.fileChecks, hook))
        problems.push({
          file: path.join('schemas', DEFINITION_FILES.entities, `${entity.name}.json`),
          pointer: `/fields/${index}/fileCheck/hook`,
          reason: `unknown file check "${hook}" (registered: ${Object.keys(hooks.fileChecks).join(', ') || 'none'})`,
        });
    });
  }
  return problems;
}
