// The record a dialog shows (contract §8.5): for edit and detail GET queryById?id= and every
// sub-table's rows (subList?id=) together; add starts from nothing. A refusal carries the server's message.
import { useEffect, useState } from 'react';
import { entityEndpoints } from '../../../shared/engine-api';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENTITY_FORM_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';

export type EntityRecord = Record<string, unknown>;

export type LoadedRecord =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: EntityRecord; subRows: Record<string, EntityRecord[]> };

class LoadError extends Error {}

async function resultOf<T>(url: string, id: string): Promise<T> {
  const response = await getAction<T>(url, { id });
  if (!response?.success) throw new LoadError(response?.message || ENTITY_FORM_TEXTS.loadFailed);
  return response.result;
}

/** Sub-list answers may be a list or a page of one (contract §8.1: records || result). */
const rowsOf = (result: unknown): EntityRecord[] =>
  Array.isArray(result)
    ? (result as EntityRecord[])
    : ((result as { records?: EntityRecord[] } | null)?.records ?? []);

async function loadRecord(api: string, subEntities: readonly string[], id: string) {
  const endpoints = entityEndpoints({ api });
  const [record, ...lists] = await Promise.all([
    resultOf<EntityRecord>(endpoints.queryById, id),
    ...subEntities.map((name) => resultOf<unknown>(endpoints.subList(name), id)),
  ]);
  const subRows: Record<string, EntityRecord[]> = {};
  subEntities.forEach((name, index) => (subRows[name] = rowsOf(lists[index])));
  return { record: (record ?? {}) as EntityRecord, subRows };
}

const NEW_RECORD: LoadedRecord = { status: 'ready', record: {}, subRows: {} };

/** Loads once per mount (the dialog mounts its content anew each time it opens). */
export function useEntityRecord(schema: EntitySchemaResult, recordId: string | undefined): LoadedRecord {
  const [loaded, setLoaded] = useState<LoadedRecord>(recordId ? { status: 'loading' } : NEW_RECORD);
  // Keyed by the endpoints, not the schema object: a re-fetched schema must not reload (and reset) the form.
  const api = schema.entity.api ?? '';
  // Sub-tables the server left out of the schema (not visible to this user) are not asked for.
  const subEntities = (schema.entity.subTables ?? [])
    .filter((sub) => schema.subEntities[sub.entity])
    .map((sub) => sub.entity)
    .join(',');
  useEffect(() => {
    if (!recordId) return;
    let live = true;
    loadRecord(api, subEntities ? subEntities.split(',') : [], recordId)
      .then((data) => live && setLoaded({ status: 'ready', ...data }))
      .catch((cause: unknown) => {
        // Transport errors were shown by the http client; say at least that nothing was found.
        const message = cause instanceof LoadError ? cause.message : ENTITY_FORM_TEXTS.loadFailed;
        if (live) setLoaded({ status: 'failed', message });
      });
    return () => {
      live = false;
    };
  }, [api, subEntities, recordId]);
  return loaded;
}
