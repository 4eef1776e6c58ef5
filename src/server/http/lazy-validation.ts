// Route schemas compiled at a route's first request instead of before the server listens. Fastify
// compiles every route's schemas at the start (83 of them: a quarter of a start's work, docs/perf.md,
// cold start), though a process serves few of its routes soon and many never. The compiler is the
// one Fastify uses by default (its own @fastify/ajv-compiler, same options), so requests are
// validated exactly as before; a route's schema that does not compile fails its first request
// instead of the start (the API tests call every route).
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown };
type CompileRoute = (route: unknown) => Validate;
type BuildCompiler = (externalSchemas: unknown, options: unknown) => CompileRoute;

/** The factory Fastify would build its validators with, resolved from Fastify's own dependencies. */
function defaultBuildCompiler(): BuildCompiler {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  return (fromFastify('@fastify/ajv-compiler') as () => BuildCompiler)();
}

export function lazyValidation(): SchemaController {
  let build: BuildCompiler | undefined;
  const buildValidator: BuildCompiler = (externalSchemas, options) => {
    let compiler: CompileRoute | undefined;
    return (route) => {
      let validate: Validate | undefined;
      const lazy: Validate & { schemaEnv: boolean } = Object.assign(
        (data: unknown, context?: unknown) => {
          compiler ??= (build ??= defaultBuildCompiler())(externalSchemas, options);
          validate ??= compiler(route);
          const valid = validate(data, context);
          lazy.errors = validate.errors;
          return valid;
        },
        // Fastify passes the request as the parent of the validated value to validators that say
        // they take one (ajv's do), so that a value coerced as a whole replaces the request's.
        { schemaEnv: true },
      );
      return lazy;
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as never } };
}
