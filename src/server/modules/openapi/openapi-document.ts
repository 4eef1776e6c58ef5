// An OpenAPI 3.1 description of the API, built from what the server really registered (the route
// access inventory: every route with its declared access) and from the entity schemas (each entity's
// endpoints with its fields). Being generated from the live routes, it cannot drift from them.
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import type { FieldType } from '../../../shared/schema-language/entity-vocabulary';
import { entityEndpoints, subListKey } from '../../../shared/engine-api';
import type { RouteAccessEntry } from '../../auth/route-access';
import type { EntityRegistry, ResolvedEntity } from '../../engine/registry';

type Json = Record<string, unknown>;

const FIELD_SCHEMAS: Record<FieldType, Json> = {
  string: { type: 'string' },
  text: { type: 'string' },
  int: { type: 'integer' },
  decimal: { type: 'number' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
};

const RESULT: Json = {
  type: 'object',
  description: 'JeecgBoot Result envelope',
  required: ['success', 'message', 'code', 'timestamp'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: { type: 'integer', description: '200 success, 500 refused, 401 signed out, 510 no permission' },
    result: {},
    timestamp: { type: 'integer' },
  },
};

const fieldSchema = (field: FieldDefinition): Json => ({
  ...FIELD_SCHEMAS[field.type],
  title: field.label,
  ...(field.length && FIELD_SCHEMAS[field.type].type === 'string' ? { maxLength: field.length } : {}),
  ...(field.dict ? { description: 'dictionary value; the list answers its text in <key>_dictText' } : {}),
  ...(field.readonly || field.serial ? { readOnly: true } : {}),
});

function entitySchema(entity: ResolvedEntity): Json {
  const fields = entity.definition.fields.filter((field) => !field.hidden);
  return {
    type: 'object',
    title: entity.definition.title,
    properties: {
      id: { type: 'string', readOnly: true },
      ...Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])),
      ...Object.fromEntries(
        entity.subTables.map((sub) => [
          subListKey(sub.entity.name),
          { type: 'array', items: { $ref: `#/components/schemas/${sub.entity.name}` } },
        ]),
      ),
    },
    required: fields.filter((field) => field.required).map((field) => field.key),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (result: Json | null = null): Json => ({
  200: {
    description: 'Result envelope',
    content: {
      'application/json': {
        schema: result ? { allOf: [ref('Result'), { properties: { result } }] } : ref('Result'),
      },
    },
  },
});
const page = (items: Json): Json => ({
  type: 'object',
  properties: {
    records: { type: 'array', items },
    total: { type: 'integer' },
    size: { type: 'integer' },
    current: { type: 'integer' },
    pages: { type: 'integer' },
  },
});

/** What an entity's endpoints take and answer, by "METHOD path". */
function entityOperations(entity: ResolvedEntity): Map<string, Json> {
  const paths = entityEndpoints(entity.definition);
  const record = ref(entity.name);
  const tags = [entity.definition.title];
  const body = { required: true, content: { 'application/json': { schema: record } } };
  return new Map<string, Json>([
    [
      `GET ${paths.list}`,
      { tags, summary: `${entity.definition.title}列表`, responses: answer(page(record)) },
    ],
    [`GET ${paths.queryById}`, { tags, summary: '按主键查询', responses: answer(record) }],
    [`POST ${paths.add}`, { tags, summary: '添加', requestBody: body, responses: answer(record) }],
    [`PUT ${paths.edit}`, { tags, summary: '编辑', requestBody: body, responses: answer(record) }],
    [`POST ${paths.edit}`, { tags, summary: '编辑', requestBody: body, responses: answer(record) }],
    [`DELETE ${paths.delete}`, { tags, summary: '删除', responses: answer() }],
    [`DELETE ${paths.deleteBatch}`, { tags, summary: '批量删除', responses: answer() }],
  ]);
}

const describeAccess = (entry: RouteAccessEntry): Json => {
  if (entry.access === 'public') return { security: [] };
  if (entry.access === 'signedIn' || entry.access === 'inHandler')
    return { security: [{ token: [] }], 'x-access': entry.access };
  return { security: [{ token: [] }], 'x-permissions': entry.access.anyOf };
};

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParameters = (url: string): Json[] =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

export function openApiDocument(
  inventory: readonly RouteAccessEntry[],
  registry: EntityRegistry,
  options: { apiPrefix: string; version: string },
): Json {
  const entityOps = new Map<string, Json>();
  for (const entity of registry.withApi())
    for (const [name, operation] of entityOperations(entity)) entityOps.set(name, operation);
  const paths: Record<string, Record<string, Json>> = {};
  for (const entry of inventory) {
    const url = entry.url.startsWith(options.apiPrefix)
      ? entry.url.slice(options.apiPrefix.length)
      : entry.url;
    const known = entityOps.get(`${entry.method} ${url}`) ?? { responses: answer() };
    const parameters = pathParameters(url);
    (paths[openApiPath(url)] ??= {})[entry.method.toLowerCase()] = {
      ...known,
      ...describeAccess(entry),
      ...(parameters.length ? { parameters } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Anze 安责 API',
      version: options.version,
      description: 'JeecgBoot 2.4 compatible; generated from the routes this server registered.',
    },
    servers: [{ url: options.apiPrefix }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      schemas: {
        Result: RESULT,
        ...Object.fromEntries(registry.entities.map((entity) => [entity.name, entitySchema(entity)])),
      },
    },
  };
}
