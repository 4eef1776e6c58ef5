// Word documents to PDF with LibreOffice in headless mode, one private profile per conversion, at
// most `concurrency` conversions at once (the others wait in order), each killed past its timeout.
// Without LibreOffice, available() is false and convert() refuses with PDF_TEXTS.converterMissing
// (a PdfError, reason 'converterMissing'), so callers can keep the .docx instead.
import os from 'node:os';
import { Errors } from '../errors';
import type { PdfError } from '../errors';
import { cleanStem } from '../modules/users/file-name';
import { findConverterBinary } from './converter-binary';
import { convertDocxs } from './conversion';
import { PDF_CONVERTER_LIMITS } from './limits';
import { createTaskQueue } from './task-queue';

export interface PdfConverterOptions {
  /** The converter's path (PDF_CONVERTER); unset: soffice or libreoffice on PATH. */
  binary?: string | undefined;
  /** Conversions at once (PDF_CONCURRENCY); default PDF_CONVERTER_LIMITS.defaultConcurrency. */
  concurrency?: number;
  /** Per conversion; default PDF_CONVERTER_LIMITS.timeoutMs. */
  timeoutMs?: number;
  /** Where each conversion's private directory is made; default the system's temp directory. */
  tempDir?: string;
}

export interface PdfConverter {
  /** Whether a converter is installed now. */
  available(): Promise<boolean>;
  /**
   * The PDF of a .docx. `baseName` (no extension) names the files LibreOffice works on; it is
   * cleaned to a harmless file name. Rejects with a PdfError (converterMissing, conversionFailed,
   * conversionTimedOut) whose message is for users and whose `detail` is for the log.
   */
  convert(docx: Buffer, baseName: string): Promise<Buffer>;
  /**
   * The PDFs of several .docx files by one LibreOffice process (a batch: its start is paid once),
   * each a PDF or the PdfError of that file; rejects only when no converter is installed.
   */
  convertMany(files: readonly { docx: Buffer; baseName: string }[]): Promise<(Buffer | PdfError)[]>;
  /** Settles when no conversion runs or waits (shutdown, tests). */
  idle(): Promise<void>;
  /**
   * At shutdown: the conversions still waiting, and any later one, are refused (PdfError
   * 'shuttingDown', so their reports say 生成失败 and can be made again); those running finish.
   */
  close(): void;
}

export function createPdfConverter(options: PdfConverterOptions = {}): PdfConverter {
  const queue = createTaskQueue(Math.max(1, options.concurrency ?? PDF_CONVERTER_LIMITS.defaultConcurrency));
  const timeoutMs = options.timeoutMs ?? PDF_CONVERTER_LIMITS.timeoutMs;
  const tempDir = options.tempDir ?? os.tmpdir();
  const find = () => findConverterBinary(options.binary);

  // Queued first, looked up when its turn comes: the queue keeps the order calls came in.
  const convertMany: PdfConverter['convertMany'] = (files) =>
    queue.run(async () => {
      const binary = await find();
      if (!binary) throw Errors.pdfConverterMissing();
      const cleaned = files.map((file) => ({ docx: file.docx, baseName: cleanStem(file.baseName, 'docx') }));
      // The timeout stops a hung process; a longer job gets as long per file.
      return convertDocxs({
        binary,
        files: cleaned,
        timeoutMs: timeoutMs * Math.max(1, files.length),
        tempDir,
      });
    });

  return {
    available: async () => (await find()) !== null,
    async convert(docx, baseName) {
      const [pdf] = await convertMany([{ docx, baseName }]);
      if (!pdf || pdf instanceof Error) throw pdf ?? Errors.pdfConversionFailed('no output');
      return pdf;
    },
    convertMany,
    idle: () => queue.idle(),
    close: () => queue.close(Errors.pdfShuttingDown),
  };
}
