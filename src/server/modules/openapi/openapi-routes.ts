// GET /sys/openapi.json: the OpenAPI 3.1 description, for administrators holding 查看接口文档 only
// (JeecgBoot's public swagger showed every endpoint to anyone). Built once, on the first request,
// when every route has been registered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, API_DOCS_CODE } from '../../../shared/api-paths';
import { allow } from '../../auth/route-access';
import type { AppServices } from '../../services';
import { openApiDocument } from './openapi-document';

/** The product's version (package.json of the directory the server runs in). */
function productVersion(): string {
  try {
    return String(
      (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version?: unknown }).version,
    );
  } catch {
    return 'unknown';
  }
}

export function registerOpenApiRoutes(api: FastifyInstance, services: AppServices): void {
  let document: Record<string, unknown> | undefined;
  api.get(API_PATHS.openApi, allow.anyOf(API_DOCS_CODE), async () => {
    document ??= openApiDocument(api.routeAccess, services.engine.registry, {
      apiPrefix: services.config.apiPrefix,
      version: productVersion(),
    });
    return document;
  });
}
