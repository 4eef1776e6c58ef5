// Which LibreOffice runs the conversions: the configured path (PDF_CONVERTER) when there is one —
// a wrong path means no converter, rather than silently some other one — else soffice or
// libreoffice on PATH. Looked up on every use, so installing LibreOffice needs no restart.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONVERTER_NAMES } from './limits';

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The converter's path, or null when none is installed. */
export async function findConverterBinary(configured: string | undefined): Promise<string | null> {
  if (configured) return (await isExecutableFile(configured)) ? configured : null;
  const directories = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of CONVERTER_NAMES)
    for (const directory of directories) {
      const candidate = path.join(directory, name);
      if (await isExecutableFile(candidate)) return candidate;
    }
  return null;
}
