// The text of a declared serial number: <prefix>-<date>-<counter>, the date part taken in GMT+8. The
// date part is also the counter's period: a new day (month, year) starts the counter again at 1.
import { formatDate } from '../../../shared/date-format';
import type { SerialDefinition } from '../../../shared/schema-language/entity';
import type { SerialDateFormat } from '../../../shared/schema-language/entity-vocabulary';

const DATE_DIGITS: Record<SerialDateFormat, number> = { yyyyMMdd: 8, yyyyMM: 6, yyyy: 4 };

/** The date part at an instant ('20261126'), '' for a number without one. */
export function serialPeriod(serial: SerialDefinition, at: Date | number = Date.now()): string {
  return serial.date ? formatDate(at).replaceAll('-', '').slice(0, DATE_DIGITS[serial.date]) : '';
}

export function formatSerial(serial: SerialDefinition, period: string, counter: number): string {
  return [serial.prefix, period, String(counter).padStart(serial.digits, '0')].filter(Boolean).join('-');
}

/** Characters of every number of the serial (a field holding it needs that length). */
export function serialLength(serial: SerialDefinition): number {
  return formatSerial(serial, serial.date ? '0'.repeat(DATE_DIGITS[serial.date]) : '', 0).length;
}

/** The largest counter the digits hold. */
export const serialCapacity = (serial: SerialDefinition) => 10 ** serial.digits - 1;
