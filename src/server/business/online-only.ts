// Published material (domain §4.8: engineers and enterprises download what the administrator
// manages): users of those roles see only rows that are up (上架, dictionary nl_online_status); the
// administrator, restricted by no rule, also sees and manages those taken down.
import type { DataRuleHook } from '../engine/hooks';
import { EXPERT_ROLE_CODE } from './experts';
import { ENTERPRISE_ROLE_CODE } from './own-enterprise';

/** nl_online_status: 上架. */
export const ONLINE = '1';

export const onlineOnly: DataRuleHook = {
  roles: [EXPERT_ROLE_CODE, ENTERPRISE_ROLE_CODE],
  reads: [],
  checkSchemas: () => null,
  allowedValues: () => Promise.resolve([ONLINE]),
};
