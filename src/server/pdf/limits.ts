// Limits of the PDF converter in one place (PDF_CONCURRENCY overrides the number at once).

export const PDF_CONVERTER_LIMITS = {
  /**
   * One conversion, start of LibreOffice included, gets this long; then its process group is
   * killed. A report of a few pages takes 1–3 s (docs/perf.md), so this only stops a hung process.
   */
  timeoutMs: 60_000,
  /** Conversions at once per server instance: each LibreOffice takes a core and about 210 MB while it runs. */
  defaultConcurrency: 1,
  /** Bytes of the converter's stderr kept for the log when a conversion fails. */
  stderrKeptBytes: 4_096,
} as const;

/** Names LibreOffice is installed under, looked for on PATH when PDF_CONVERTER is unset. */
export const CONVERTER_NAMES = ['soffice', 'libreoffice'] as const;
