// Small measuring helpers the benchmarks share.
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import type { LoginResult } from '../../../src/shared/api-types';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const today = () => new Date().toISOString().slice(0, 10);

/** The 1, 5 and 15 minute load averages, for the record (the machine is shared). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Resident set size now and at its peak (VmHWM) of a process, in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Signs in through the API (the server runs with CAPTCHA=off). */
export async function signIn(serverUrl: string, password: string, username = 'admin'): Promise<LoginResult> {
  const response = await fetch(`${serverUrl}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { success: boolean; message: string; result: LoginResult };
  if (!body.success) throw new Error(`sign-in failed: ${body.message}`);
  return body.result;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system) a process has used so far, in seconds, from /proc: every thread, or only
 * its main thread (`mainThread`: the part worker threads cannot take over).
 */
export function cpuSecondsOf(pid: number, mainThread = false): number {
  const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

/**
 * CPU seconds of a process and its descendants so far: their own time, plus what the children they
 * have waited for used (cutime and cstime, the 14th and 15th fields), so an exited helper counts too.
 */
export function treeCpuSecondsOf(pid: number, childrenOf: (pid: number) => number[]): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / USER_HZ;
  return childrenOf(pid).reduce((sum, child) => sum + treeCpuSecondsOf(child, childrenOf), own);
}

/**
 * CPU seconds every PostgreSQL process of this machine (server, backends, writers) has used so far:
 * where an import's wall time goes that the server's own CPU does not show. Processes that end
 * meanwhile are not counted (the benchmarks' connections stay open while they measure).
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  }
  return total;
}

/** cpuSecondsOf in ms. */
export const cpuMsOf = (pid: number): number => cpuSecondsOf(pid) * 1000;
