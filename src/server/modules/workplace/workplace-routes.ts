// The dashboards' generic endpoints. GET /engine/workplace: the user's waiting work (cards from the
// operations declaring a `todo`) and their latest steps; open to holders of any such step's code, so
// a user without roles gets the contract's 510. GET <entity api>/groupCounts?field=: counts grouped by
// a dictionary field, for holders of the entity's list code, within their list scope and filters.
import type { FastifyInstance } from 'fastify';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import type { WorkplaceAnswer } from '../../../shared/workplace';
import { WORKPLACE_PATHS } from '../../../shared/workplace';
import { allow } from '../../auth/route-access';
import type { Engine } from '../../engine';
import { pageOf } from '../../engine/time-rules/notices';
import { ok } from '../../http/result';
import { groupCounts } from './group-counts';
import { recentSteps } from './recent-steps';
import { cardPlans, todoCodes, waitingWork } from './waiting-work';

export function registerWorkplaceRoutes(api: FastifyInstance, engine: Engine): void {
  const { deps, registry } = engine;
  const plans = cardPlans(registry);
  const codes = todoCodes(plans);

  // Without any declared todo there is no workplace to serve (and no code to guard it by).
  if (codes.length > 0)
    api.get(WORKPLACE_PATHS.workplace, allow.anyOf(...codes), async (request) => {
      const principal = await engine.principal(request);
      // The list page of each entity, looked up once per request.
      const pages = new Map<string, Promise<string | null>>();
      const page = (name: string) => {
        let found = pages.get(name);
        if (!found) pages.set(name, (found = pageOf(deps.db, registry.get(name)!)));
        return found;
      };
      const cards = await waitingWork(deps, principal, plans);
      const answer: WorkplaceAnswer = {
        cards: await Promise.all(cards.map(async (card) => ({ ...card, page: await page(card.entity) }))),
        recent: await recentSteps(deps, principal, page),
      };
      return ok(answer);
    });

  for (const entity of registry.withApi())
    api.get(
      WORKPLACE_PATHS.groupCounts(entity.definition.api!),
      allow.anyOf(actionCode(entity.definition, 'list')),
      async (request) => {
        const access = await engine.authorize(request, entity.name, 'list');
        return ok(await groupCounts(deps, access, request.query as Record<string, unknown>));
      },
    );
}
