// The answers the client tests' shared msw handlers serve, as plain data in one place, so that the
// API suite can hold each of them against the real server's answer to the same request
// (tests/api/compatibility/client-mocks.test.ts): a field a mock has that the server does not send,
// or sends with another type, fails there instead of letting a client test pass against a fiction.
// No msw and no DOM here: the API suite imports this file in Node.
import type { AuthItem, MenuItem, NotificationResult } from '../../shared/api-types';

/** JeecgBoot answers built with `new Result()` carry code 0 (contract §3.1). */
const plain = (result: unknown) => ({ success: true, code: 0, message: '', result });

export const emptyNotices = (): NotificationResult => ({
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [],
  sysMsgTotal: 0,
});

export const answers = {
  permissions: (menu: MenuItem[] | null, auth: AuthItem[]) => ({
    success: true,
    code: 200,
    message: '查询成功',
    result: { menu, auth, allAuth: [] },
  }),
  notices: (notices: NotificationResult) => ({ success: true, code: 0, result: notices }),
  loginInfo: () => ({
    success: true,
    code: 200,
    result: { totalVisitCount: 0, todayVisitCount: 0, todayIp: 0 },
  }),
  visitInfo: () => ({ success: true, code: 200, result: [] }),
  kpis: () => ({ success: true, code: 200, result: { kpis: [], months: [], trends: [] } }),
  logout: () => ({ success: true, code: 200, message: '退出登录成功！' }),
  captcha: () => ({ success: true, code: 0, result: 'data:image/jpg;base64,AAAA' }),
  dictItems: (items: { value: string; text: string }[]) => plain(items),
  treeNodes: (nodes: { key: string; title: string; leaf: boolean }[]) => plain(nodes),
};
