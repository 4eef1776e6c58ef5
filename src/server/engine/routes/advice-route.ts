// GET /engine/advice/:name?values=<form values as JSON>&recordId= — the advice warnings for an
// entity's form (engine/advice.ts). Only a user who may fill one of its forms may ask: add, edit or
// one of its operations; the stored record is read within their scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import { allow } from '../../auth/route-access';
import { Errors } from '../../errors';
import { isAllowed } from '../../../shared/permission-rules';
import { ok } from '../../http/result';
import { accessOf } from '../access';
import { formAdvice } from '../advice';
import { formRecord, parseFormValues } from '../form-record';
import type { Engine } from '../index';

type AdviceRequest = FastifyRequest<{ Params: { name: string }; Querystring: Record<string, unknown> }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerAdviceRoute(api: FastifyInstance, engine: Engine): void {
  api.get(ENGINE_PATHS.advice, allow.inHandler, async (request: AdviceRequest) => {
    const entity = engine.registry.get(request.params.name);
    if (!entity?.definition.api) throw Errors.entityUnknown();
    const codes = [
      actionCode(entity.definition, 'add'),
      actionCode(entity.definition, 'edit'),
      ...entity.operations.map((operation) => operation.code),
    ];
    const principal = await engine.principal(request);
    if (!codes.some((code) => isAllowed(code, principal.held, principal.switchedOff)))
      throw Errors.noPermission();
    if (!entity.definition.advice?.length) return ok([]);
    const access = await accessOf(engine.deps, principal, entity);
    const sent = parseFormValues(text(request.query.values));
    const form = await formRecord(engine.deps, principal, entity, sent, text(request.query.recordId));
    const shown = new Set(access.visibleFields.map((field) => field.key));
    return ok(await formAdvice(engine.deps, principal, entity, form, shown));
  });
}
