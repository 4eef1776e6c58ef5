// The PDF converter (src/server/pdf): a real .docx through the installed LibreOffice, the queue
// (never more than N at once, the others in order), and what users read when there is no converter,
// when it fails and when it hangs (killed with everything it started; nothing left in the temp dir).
// Queue, failure and timeout run against small shell scripts standing in for soffice.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfError } from '../../src/server/errors';
import { createPdfConverter } from '../../src/server/pdf';
import { findConverterBinary } from '../../src/server/pdf/converter-binary';
import { PDF_TEXTS } from '../../src/shared/pdf';
import { minimalDocx } from './helpers/docx';

const soffice = await findConverterBinary(undefined);
if (!soffice)
  console.warn(
    'pdf-converter.test.ts: LibreOffice (soffice) is not installed, so the real conversions are skipped. ' +
      'Install it with: apt-get install -y libreoffice-writer-nogui',
  );
const pdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((file) => existsSync(file));

/** A slow machine running other suites at the same time still converts a page in this long. */
const REAL_CONVERSION_MS = 90_000;

let work: string;
/** Where the converters under test make their private directories. */
let temp: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'anze-pdf-test-'));
  temp = path.join(work, 'tmp');
  mkdirSync(temp);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for soffice: a shell script given the body to run before it writes the PDF. */
function fakeConverter(name: string, body: string): string {
  const file = path.join(work, name);
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      // The last argument is the document, the one after --outdir the output directory.
      'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done',
      'stem=$(basename "$prev" .docx)',
      body,
      'mkdir -p "$out" && printf "%%PDF-1.4 fake\\n" > "$out/$stem.pdf"',
    ].join('\n'),
  );
  chmodSync(file, 0o755);
  return file;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );

/** Alive and not a zombie (a killed child may wait for its reaper). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe.skipIf(!soffice)('with LibreOffice', () => {
  it(
    'converts a .docx into a PDF holding its text',
    async () => {
      const converter = createPdfConverter({ tempDir: temp });
      expect(await converter.available()).toBe(true);
      const docx = await minimalDocx(['安全检查报告 Anze', '第二页：隐患整改'], true);
      const pdf = await converter.convert(docx, '安全检查报告');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (pdftotext) {
        const file = path.join(work, 'report.pdf');
        writeFileSync(file, pdf);
        const text = execFileSync(pdftotext, [file, '-'], { encoding: 'utf8' });
        expect(text).toContain('安全检查报告 Anze');
        expect(text).toContain('第二页：隐患整改');
      } else {
        console.warn(
          'pdf-converter.test.ts: pdftotext (poppler-utils) is missing: only the page count is checked.',
        );
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
      }
      expect(readdirSync(temp)).toEqual([]);
    },
    REAL_CONVERSION_MS,
  );

  it(
    'converts several files in one LibreOffice process, each to its own PDF, even under one name',
    async () => {
      const converter = createPdfConverter({ tempDir: temp });
      const names = ['报告', '报告', '第三份'];
      // Words, not digits: pdftotext spaces digits out of Chinese text.
      const ORDINALS = ['第一', '第二', '第三'];
      const files = await Promise.all(
        names.map(async (baseName, i) => ({
          docx: await minimalDocx([`${ORDINALS[i]}份报告的内容`]),
          baseName,
        })),
      );
      const pdfs = await converter.convertMany(files);
      expect(pdfs).toHaveLength(3);
      for (const [i, pdf] of pdfs.entries()) {
        expect(pdf).toBeInstanceOf(Buffer);
        if (!pdftotext) continue;
        const file = path.join(work, `many-${i}.pdf`);
        writeFileSync(file, pdf as Buffer);
        expect(execFileSync(pdftotext, [file, '-'], { encoding: 'utf8' })).toContain(
          `${ORDINALS[i]}份报告的内容`,
        );
      }
      expect(readdirSync(temp)).toEqual([]);
    },
    REAL_CONVERSION_MS,
  );

  it(
    'runs conversions side by side, each with a profile of its own',
    async () => {
      const converter = createPdfConverter({ tempDir: temp, concurrency: 2 });
      const pdfs = await Promise.all(
        ['甲', '乙'].map(async (name) => converter.convert(await minimalDocx([`报告${name}`]), name)),
      );
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(readdirSync(temp)).toEqual([]);
    },
    REAL_CONVERSION_MS,
  );
});

describe('the queue', () => {
  it('runs at most N conversions at once and starts the others in the order they came', async () => {
    const log = path.join(work, 'queue-log');
    mkdirSync(log);
    // Each conversion notes how many run while it starts, and the name it was given.
    const binary = fakeConverter(
      'queued-soffice',
      [
        `mkdir "${log}/running-$$"`,
        `ls -d "${log}"/running-* | wc -l >> "${log}/counts"`,
        `echo "$stem" >> "${log}/order"`,
        'sleep 0.3',
        `rmdir "${log}/running-$$"`,
      ].join('\n'),
    );
    const docx = await minimalDocx(['x']);
    const two = createPdfConverter({ binary, tempDir: temp, concurrency: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => two.convert(docx, name)));
    const counts = readFileSync(path.join(log, 'counts'), 'utf8').trim().split('\n').map(Number);
    expect(counts).toHaveLength(5);
    expect(Math.max(...counts)).toBe(2);

    rmSync(path.join(log, 'order'));
    const one = createPdfConverter({ binary, tempDir: temp, concurrency: 1 });
    const names = ['first', 'second', 'third', 'fourth'];
    const done = Promise.all(names.map((name) => one.convert(docx, name)));
    await one.idle();
    await done;
    expect(readFileSync(path.join(log, 'order'), 'utf8').trim().split('\n')).toEqual(names);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('closed at shutdown, finishes the conversion running and refuses those waiting and any later', async () => {
    const binary = fakeConverter('closing-soffice', 'sleep 0.3');
    const docx = await minimalDocx(['x']);
    const one = createPdfConverter({ binary, tempDir: temp, concurrency: 1 });
    const [running, ...waiting] = ['run', 'wait1', 'wait2'].map((name) =>
      one.convert(docx, name).then(
        (pdf) => pdf.subarray(0, 5).toString(),
        (error: unknown) => error,
      ),
    );
    one.close();
    const later = await rejection(one.convert(docx, 'later'));
    expect(await running).toBe('%PDF-');
    for (const refused of [...(await Promise.all(waiting)), later]) {
      expect(refused).toBeInstanceOf(PdfError);
      expect(refused).toMatchObject({ reason: 'shuttingDown', message: PDF_TEXTS.shuttingDown });
    }
    await one.idle();
    expect(readdirSync(temp)).toEqual([]);
  });
});

describe('refusals', () => {
  it('says LibreOffice is needed when the configured converter does not exist', async () => {
    const converter = createPdfConverter({ binary: path.join(work, 'no-such-soffice'), tempDir: temp });
    expect(await converter.available()).toBe(false);
    const error = await rejection(converter.convert(await minimalDocx(['x']), 'report'));
    expect(error).toBeInstanceOf(PdfError);
    expect(error).toMatchObject({ reason: 'converterMissing', message: PDF_TEXTS.converterMissing });
    expect(readdirSync(temp)).toEqual([]);
  });

  it('says the conversion failed when no PDF comes out, keeping what the converter said for the log', async () => {
    const binary = fakeConverter(
      'failing-soffice',
      'echo "Error: source file could not be loaded" >&2; exit 0',
    );
    const converter = createPdfConverter({ binary, tempDir: temp });
    const error = await rejection(converter.convert(await minimalDocx(['x']), 'report'));
    expect(error).toMatchObject({ reason: 'conversionFailed', message: PDF_TEXTS.conversionFailed });
    expect((error as PdfError).detail).toContain('source file could not be loaded');
    expect(readdirSync(temp)).toEqual([]);
  });

  it('kills a converter past its timeout together with what it started', async () => {
    const pids = path.join(work, 'hung-pids');
    const binary = fakeConverter(
      'hung-soffice',
      `sleep 30 & echo $! > "${pids}"; echo $$ >> "${pids}"; sleep 30`,
    );
    const converter = createPdfConverter({ binary, tempDir: temp, timeoutMs: 500 });
    const started = Date.now();
    const error = await rejection(converter.convert(await minimalDocx(['x']), 'report'));
    expect(error).toMatchObject({ reason: 'conversionTimedOut', message: PDF_TEXTS.conversionTimedOut });
    expect(Date.now() - started).toBeLessThan(10_000);
    const pidsStarted = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    expect(pidsStarted).toHaveLength(2);
    for (const pid of pidsStarted) expect(isRunning(pid), `process ${pid}`).toBe(false);
    expect(readdirSync(temp)).toEqual([]);
  });
});
