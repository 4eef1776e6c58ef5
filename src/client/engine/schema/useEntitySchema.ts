// The entity as the signed-in user may see and use it (GET ENGINE_PATHS.entitySchema), cached by
// swr for the session: every list, form and dialog of the entity shares one request.
import useSWR from 'swr';
import { fillPath } from '../../../shared/api-paths';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';

export class SchemaLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaLoadError';
  }
}

export const entitySchemaKey = (name: string) => ['entity-schema', name] as const;

export async function fetchEntitySchema(name: string): Promise<EntitySchemaResult> {
  const response = await getAction<EntitySchemaResult | null>(fillPath(ENGINE_PATHS.entitySchema, { name }));
  if (!response?.success || !response.result?.entity) {
    throw new SchemaLoadError(response?.message || ENGINE_LIST_TEXTS.schemaLoadFailed);
  }
  const result = response.result;
  return {
    ...result,
    subEntities: result.subEntities ?? {},
    tableDictCodes: result.tableDictCodes ?? {},
    tableDictTrees: result.tableDictTrees ?? {},
  };
}

export interface EntitySchemaState {
  schema: EntitySchemaResult | undefined;
  error: Error | undefined;
  isLoading: boolean;
  reload: () => void;
}

export function useEntitySchema(name: string): EntitySchemaState {
  const { data, error, isLoading, mutate } = useSWR<EntitySchemaResult, Error>(
    entitySchemaKey(name),
    () => fetchEntitySchema(name),
    // A schema changes with a deployment or a permission grant, not while a page is open.
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return {
    schema: data,
    error,
    isLoading,
    reload: () => {
      void mutate();
    },
  };
}
