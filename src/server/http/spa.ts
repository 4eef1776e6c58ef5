// Serves the built client: hashed assets with long-lived caching, and index.html (with the API
// prefix written into its meta tag) for every client route. Never used for API paths.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIX_META = /(<meta name="api-prefix" content=")[^"]*(")/;

export interface Spa {
  sendIndex(reply: FastifyReply): FastifyReply;
  wantsIndex(request: FastifyRequest): boolean;
}

export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
  apiPrefix: string,
): Promise<Spa | null> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (!clientDir || !indexFile || !existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8').replace(API_PREFIX_META, `$1${apiPrefix}$2`);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    // One route that looks a file up when asked, instead of a route per built file made at start
    // (a glob of dist/client and ~500 routes: an eighth of the start's CPU, docs/perf.md). A
    // missing file falls through to the not-found handler, which serves index.html for client routes.
    wildcard: true,
    cacheControl: false, // set below, per file
    preCompressed: true, // .br / .gz written next to each asset by the build
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  // The root is a client route, but a directory to the static handler, which refused it (an error
  // logged on every visit to the bare address) before the page was served.
  app.get('/', (_request, reply) => sendIndex(reply));

  return {
    wantsIndex: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.extname(request.url.split('?')[0] ?? ''),
    sendIndex,
  };
}
