// Number formats of the monitor pages: sizes in binary units, durations in days/hours/minutes.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(2)} ${UNITS[unit]}`;
}

export const toMegabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = Math.floor(seconds % 60);
  return `${days > 0 ? `${days} 天 ` : ''}${hours} 小时 ${minutes} 分 ${rest} 秒`;
}

/** The clock part of a 'YYYY-MM-DD HH:mm:ss' time, for chart axes. */
export const clockOf = (dateTime: string) => dateTime.slice(11);
