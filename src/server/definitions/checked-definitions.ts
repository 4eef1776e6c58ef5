// Remembers the definition files that passed their meta-schemas, so that a start with the same files
// does not check them against the meta-schemas again: ajv compiles the entity meta-schema into some
// 360 KB of code, a fifth of a start's work, and keeps it in memory (docs/perf.md, cold start). The
// fingerprint covers every definition file's bytes and the meta-schemas themselves, so an edited
// file or a changed schema language is checked again; the cross-file checks run at every start.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { DEFINITION_FILES } from './definition-files';

/** In the data directory: the fingerprint of the files that passed last. */
export const CHECKED_DEFINITIONS_FILE = 'definitions-checked';

export interface CheckedDefinitions {
  /** The files are those that passed the meta-schemas before. */
  readonly known: boolean;
  /** Records that these files passed. */
  remember(): void;
}

function definitionFiles(schemasDir: string): string[] {
  const folders = [DEFINITION_FILES.dictionaries, DEFINITION_FILES.entities, DEFINITION_FILES.reports];
  return [
    DEFINITION_FILES.menus,
    DEFINITION_FILES.roles,
    ...folders.flatMap((folder) =>
      readdirSync(path.join(schemasDir, folder))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(folder, name)),
    ),
  ];
}

function fingerprint(schemasDir: string, metaSchemas: readonly TSchema[]): string | null {
  const hash = createHash('sha256').update(JSON.stringify(metaSchemas));
  try {
    for (const relative of definitionFiles(schemasDir))
      hash.update(`\0${relative}\0`).update(readFileSync(path.join(schemasDir, relative)));
  } catch {
    // A missing file or folder: the full check reports it.
    return null;
  }
  return hash.digest('hex');
}

function readMark(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** What `dataDir` remembers about the files of `schemasDir`; nothing without a data directory. */
export function checkedDefinitions(
  schemasDir: string,
  metaSchemas: readonly TSchema[],
  dataDir: string | undefined,
): CheckedDefinitions {
  const current = dataDir ? fingerprint(schemasDir, metaSchemas) : null;
  if (!dataDir || !current) return { known: false, remember: () => undefined };
  const mark = path.join(dataDir, CHECKED_DEFINITIONS_FILE);
  return {
    known: readMark(mark) === current,
    remember: () => {
      mkdirSync(dataDir, { recursive: true });
      // Whole or not at all: instances sharing the directory may start together.
      writeFileSync(`${mark}.${process.pid}`, current);
      renameSync(`${mark}.${process.pid}`, mark);
    },
  };
}
