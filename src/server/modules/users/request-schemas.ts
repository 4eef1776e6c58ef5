// Request shapes shared by the user routes: query strings take single strings only (a repeated
// parameter is refused by validation instead of reaching a query as an array).
export { stringQuery } from '../../http/string-query';
export const LIST_PARAMS = [
  'pageNo',
  'pageSize',
  'username',
  'realname',
  'phone',
  'workNo',
  'sex',
  'status',
  'column',
  'order',
  'departId',
  'roleCode',
];
