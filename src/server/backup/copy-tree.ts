// Copies a directory tree file by file (a copy-on-write clone where the file system offers one), and
// lists a tree's files; both with '/'-separated relative paths.
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The files under root, relative and '/'-separated; none when root does not exist. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the files (never hard links: a link would share later changes of the live file). A file
 * that disappears meanwhile is skipped and answered, so the caller decides whether that matters.
 */
export async function copyFiles(from: string, to: string, files: readonly string[]): Promise<string[]> {
  const vanished: string[] = [];
  for (const file of files) {
    const target = path.join(to, file);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(from, file), target, constants.COPYFILE_FICLONE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      vanished.push(file);
    }
  }
  return vanished;
}
