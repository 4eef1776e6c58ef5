// Number formats of the monitor pages and the monitoring board: sizes in binary units, durations in
// days, hours, minutes and seconds.

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

const DURATION_UNITS = [
  { seconds: 86_400, unit: '天' },
  { seconds: 3_600, unit: '小时' },
  { seconds: 60, unit: '分' },
  { seconds: 1, unit: '秒' },
] as const;

function durationParts(seconds: number): { count: number; unit: string }[] {
  let rest = Math.floor(seconds);
  return DURATION_UNITS.map(({ seconds: size, unit }) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return { count, unit };
  });
}

const joined = (parts: { count: number; unit: string }[]) =>
  parts.map(({ count, unit }) => `${count} ${unit}`).join(' ');

/** Every unit from hours down (days when there are any): the monitor pages' uptime. */
export function formatDuration(seconds: number): string {
  const parts = durationParts(seconds);
  return joined(parts[0]!.count > 0 ? parts : parts.slice(1));
}

/** The two largest units from the first that is not zero ("5 分 42 秒", "2 天 3 小时"): a figure on a board. */
export function formatDurationBrief(seconds: number): string {
  const parts = durationParts(seconds);
  const first = parts.findIndex((part) => part.count > 0);
  return joined(first < 0 ? parts.slice(-1) : parts.slice(first, first + 2));
}

/** The clock part of a 'YYYY-MM-DD HH:mm:ss' time, for chart axes. */
export const clockOf = (dateTime: string) => dateTime.slice(11);
