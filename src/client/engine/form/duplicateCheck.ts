// The unique-field check when a field is left (GET /sys/duplicate/check with tableName, fieldName =
// the column, fieldVal, on edit dataId, and a scoped rule's scope values by key): the server's message
// when the value is taken.
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { getAction } from '../../api/http';

/** The column of a field key: its snake_case (the schema language's rule). */
export const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export interface DuplicateQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
  /** A scoped rule's scope values, by field key. */
  [scopeKey: string]: string | undefined;
}

/** '' when the value is free, else the server's message; a failed request says nothing (the save checks again). */
export async function duplicateMessage(query: DuplicateQuery, fallback: string): Promise<string> {
  try {
    const response = await getAction(ENGINE_PATHS.duplicateCheck, { ...query });
    return response?.success ? '' : response?.message || fallback;
  } catch {
    return '';
  }
}
