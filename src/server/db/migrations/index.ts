// Ordered system-table migrations. Append new files; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as systemTables from './0001-system-tables';
import * as engineTables from './0002-engine-tables';
import * as scheduledJobs from './0003-scheduled-jobs';
import * as gatewayRoutes from './0004-gateway-routes';
import * as permissionDataRules from './0005-permission-data-rules';
import * as flowLog from './0006-flow-log';
import * as storedFiles from './0007-stored-files';
import * as serialCounters from './0008-serial-counters';
import * as timeRuleJob from './0009-time-rule-job';
import * as derivedServiceCounters from './0010-derived-service-counters';
import * as flowLogOperator from './0011-flow-log-operator';
import * as checkRules from './0012-check-rules';
import * as requestKeys from './0013-request-keys';
import * as taskMenuFilter from './0014-task-menu-filter';

export const migrations: Record<string, Migration> = {
  '0001-system-tables': systemTables,
  '0002-engine-tables': engineTables,
  '0003-scheduled-jobs': scheduledJobs,
  '0004-gateway-routes': gatewayRoutes,
  '0005-permission-data-rules': permissionDataRules,
  '0006-flow-log': flowLog,
  '0007-stored-files': storedFiles,
  '0008-serial-counters': serialCounters,
  '0009-time-rule-job': timeRuleJob,
  '0010-derived-service-counters': derivedServiceCounters,
  '0011-flow-log-operator': flowLogOperator,
  '0012-check-rules': checkRules,
  '0013-request-keys': requestKeys,
  '0014-task-menu-filter': taskMenuFilter,
};
