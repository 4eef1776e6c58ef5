// The business hooks the engine runs by the names schemas give them: data rules, operation guards
// and effects of the service cycle.
import type { EngineHooks } from '../engine/hooks';
import { ownEnterprise } from './own-enterprise';

export const BUSINESS_HOOKS: EngineHooks = {
  dataRules: { ownEnterprise },
  guards: {},
  effects: {},
};
