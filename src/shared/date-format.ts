// Dates travel as 'YYYY-MM-DD HH:mm:ss' strings in China Standard Time (GMT+8, contract §1.2),
// whatever the time zone of the machine that formats them.

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Format an instant as 'YYYY-MM-DD HH:mm:ss' in GMT+8. */
export function formatDateTime(instant: Date | number = Date.now()): string {
  const d = new Date((typeof instant === 'number' ? instant : instant.getTime()) + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Format an instant as 'YYYY-MM-DD' in GMT+8. */
export function formatDate(instant: Date | number = Date.now()): string {
  return formatDateTime(instant).slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day todayInChina last answered, and the instants it spans. */
let today = { from: 0, until: 0, text: '' };

/** Today as 'YYYY-MM-DD' in GMT+8, formatted once per day (validation asks for it per record). */
export function todayInChina(now = Date.now()): string {
  if (now < today.from || now >= today.until) {
    const from = now - ((now + CHINA_OFFSET_MS) % DAY_MS);
    today = { from, until: from + DAY_MS, text: formatDate(now) };
  }
  return today.text;
}

/** Hour of the day (0-23) in GMT+8. */
export function chinaHour(instant: Date | number = Date.now()): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + CHINA_OFFSET_MS).getUTCHours();
}
