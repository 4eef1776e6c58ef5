// The job that evaluates the declared time rules (engine/time-rules): migration 0007 installs it
// running every 10 minutes. It needs the engine and the notification sockets, so it is made where both
// exist rather than listed with the self-contained built-in handlers. It also brings the maintained
// values up to today (engine/maintained-values): a status that follows dates changes as they pass.
import { TIME_RULE_TEXTS } from '../../../shared/time-rules';
import type { Engine } from '../../engine';
import { MAINTAINED_VALUE_TEXTS, refreshAllMaintained } from '../../engine/maintained-values';
import { evaluateTimeRules } from '../../engine/time-rules/evaluate';
import type { NoticeSender } from '../../engine/time-rules/notices';
import type { JobHandlers } from './handlers';

export const TIME_RULE_JOB = 'evaluateTimeRules';

export function timeRuleJobs(engine: Engine, send: NoticeSender): JobHandlers {
  return {
    [TIME_RULE_JOB]: {
      description: TIME_RULE_TEXTS.jobDescription,
      run: async () => {
        const outcome = await evaluateTimeRules(engine.deps, send);
        const refreshed = await refreshAllMaintained(engine.deps);
        return (
          TIME_RULE_TEXTS.jobDone(outcome) + (refreshed > 0 ? MAINTAINED_VALUE_TEXTS.jobDone(refreshed) : '')
        );
      },
    },
  };
}
