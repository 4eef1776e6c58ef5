// The machine: operating system, CPU (load average and usage since the previous reading) and memory,
// and the disks holding the data directory and the root (JeecgBoot's disk page shape).
import { stat, statfs } from 'node:fs/promises';
import os from 'node:os';
import type { DiskInfo, SystemInfo } from '../../../shared/monitor/monitor-api';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/** Reads the system; CPU usage covers the time since the previous reading (since boot at first). */
export function createSystemReader(): () => SystemInfo {
  let previous = { idle: 0, total: 0 };
  return () => {
    const now = cpuTimes();
    const idle = now.idle - previous.idle;
    const total = now.total - previous.total;
    previous = now;
    const cpus = os.cpus();
    const memoryTotal = os.totalmem();
    const memoryFree = os.freemem();
    return {
      hostname: os.hostname(),
      platform: os.type(),
      release: os.release(),
      arch: os.arch(),
      uptimeSeconds: Math.round(os.uptime()),
      cpu: {
        model: cpus[0]?.model ?? '',
        count: cpus.length,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
        usagePercent: percent(total - idle, total),
      },
      memory: {
        total: memoryTotal,
        free: memoryFree,
        used: memoryTotal - memoryFree,
        usagePercent: percent(memoryTotal - memoryFree, memoryTotal),
      },
    };
  };
}

/** The file systems of the given directories, each once (by device). */
export async function diskInfo(directories: readonly string[]): Promise<DiskInfo[]> {
  const seen = new Set<number>();
  const disks: DiskInfo[] = [];
  for (const directory of directories) {
    const [device, fs] = await Promise.all([stat(directory), statfs(directory)]).catch(() => [null, null]);
    if (!device || !fs || seen.has(device.dev)) continue;
    seen.add(device.dev);
    const max = fs.blocks * fs.bsize;
    const rest = fs.bavail * fs.bsize;
    disks.push({ name: directory, max, rest, restPPT: percent(max - rest, max) });
  }
  return disks;
}
