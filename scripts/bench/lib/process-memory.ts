// The peak resident memory (VmHWM) of the processes whose command line matches, sampled from /proc
// until stopped: for child processes the bench does not start itself (LibreOffice's conversions).
import { readFileSync, readdirSync } from 'node:fs';

const SAMPLE_MS = 50;

/** Starts sampling; the returned function stops it and answers the largest peak seen, in MB. */
export function samplePeakMemory(matches: (commandLine: string) => boolean): () => number {
  let peakKb = 0;
  const timer = setInterval(() => {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
      try {
        if (!matches(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
        const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peakKb = Math.max(peakKb, kb);
      } catch {
        // The process ended while it was read.
      }
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return peakKb / 1024;
  };
}
