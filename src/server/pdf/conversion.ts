// One conversion job: its .docx files are written into a fresh private directory (mkdtemp, mode 0700) that
// also holds LibreOffice's user profile and the output, so conversions of this and of other server
// instances never share a profile (LibreOffice allows one process per profile). The process
// runs in its own process group, killed whole on timeout; the directory is always removed.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Errors } from '../errors';
import type { PdfError } from '../errors';
import { PDF_CONVERTER_LIMITS } from './limits';

export interface ConversionFile {
  docx: Buffer;
  /** A file name stem the caller has cleaned (cleanStem). */
  baseName: string;
}

export interface ConversionJob {
  binary: string;
  /** Converted by one LibreOffice process, in order (its start costs about a second: docs/perf.md). */
  files: readonly ConversionFile[];
  /** For the whole job. */
  timeoutMs: number;
  /** Where the private directory is created. */
  tempDir: string;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const TEMP_PREFIX = 'anze-pdf-';

type Outcome = { kind: 'exited'; code: number | null; stderr: string } | { kind: 'timedOut' };

/** Each file's PDF, or why it has none; a failure of the process fails every file of the job. */
export async function convertDocxs(job: ConversionJob): Promise<(Buffer | PdfError)[]> {
  const directory = await mkdtemp(path.join(job.tempDir, TEMP_PREFIX));
  try {
    // Numbered when several: two files of a job may carry the same name.
    const stems = job.files.map((file, index) =>
      job.files.length === 1 ? file.baseName : `${index + 1}-${file.baseName}`,
    );
    const outDir = path.join(directory, 'out');
    await Promise.all(
      job.files.map((file, index) => writeFile(path.join(directory, `${stems[index]}.docx`), file.docx)),
    );
    const outcome = await runConverter(
      job.binary,
      [
        '--headless',
        '--norestore',
        '--nolockcheck',
        `-env:UserInstallation=${pathToFileURL(path.join(directory, 'profile')).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        ...stems.map((stem) => path.join(directory, `${stem}.docx`)),
      ],
      job.timeoutMs,
    );
    if (outcome.kind === 'timedOut') return job.files.map(() => Errors.pdfConversionTimedOut());
    // LibreOffice exits 0 even when it could not load a document, so each output decides.
    return Promise.all(
      stems.map(async (stem) => {
        const pdf = await readFile(path.join(outDir, `${stem}.pdf`)).catch(() => null);
        return pdf?.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
          ? pdf
          : Errors.pdfConversionFailed(`exit ${outcome.code}: ${outcome.stderr}`.trim());
      }),
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function runConverter(binary: string, args: string[], timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // detached: a group of its own (soffice is a script starting oosplash, which starts soffice.bin).
    const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-PDF_CONVERTER_LIMITS.stderrKeptBytes);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? Errors.pdfConverterMissing()
          : Errors.pdfConversionFailed(error.message),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // Whatever the converter left running (a stray soffice.bin) goes with it.
      killGroup();
      resolve(timedOut ? { kind: 'timedOut' } : { kind: 'exited', code, stderr });
    });
  });
}
