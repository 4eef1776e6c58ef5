// JeecgBoot's 编码校验规则: administrators keep rules through the sysCheckRule entity (/sys/checkRule/*)
// and forms check values by code; a catastrophic pattern is stopped by the time limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

let server: TestApp;
let api: ApiClient;
let token: string;

const RULE = [
  { digits: '2', pattern: '[A-Z]+', message: '前两位须为大写字母' },
  { digits: '*', pattern: '[A-Z0-9]{2,8}', message: '长度须为2到8位' },
  { digits: '3', pattern: '[0-9]+', message: '第3到5位须为数字' },
];

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
  for (const [ruleCode, ruleJson] of [
    ['emp_no', JSON.stringify(RULE)],
    ['evil', JSON.stringify([{ digits: '*', pattern: '(a+)+b', message: '不会到这里' }])],
    ['broken', JSON.stringify([{ digits: '*', pattern: '([', message: 'x' }])],
  ]) {
    const added = await api.post('/sys/checkRule/add', { ruleName: ruleCode, ruleCode, ruleJson }, { token });
    expect(added.body).toMatchObject({ success: true });
  }
});
afterAll(() => server.close());

const check = (ruleCode: string, value: string) =>
  api.get('/sys/checkRule/checkByCode', { token, query: { ruleCode, value } });

describe('code rules', () => {
  it('answers success for a value every part accepts, and for a blank value', async () => {
    expect((await check('emp_no', 'AB123')).body).toMatchObject({ success: true, code: 200 });
    expect((await check('emp_no', '')).body).toMatchObject({ success: true });
  });

  it("answers the failing part's message, with the part in result", async () => {
    const reply = await check('emp_no', 'A1234');
    expect(reply.body).toMatchObject({
      success: false,
      code: 500,
      message: '前两位须为大写字母',
      result: { digits: '2', checkValue: 'A1', passed: false, beginIndex: 0, endIndex: 2 },
    });
    expect((await check('emp_no', 'ABX12')).body).toMatchObject({ message: '第3到5位须为数字' });
    expect((await check('emp_no', 'ABCDEFGHIJ')).body).toMatchObject({ message: '长度须为2到8位' });
  });

  it('takes the value the JeecgBoot client encodes once more', async () => {
    expect((await check('emp_no', encodeURIComponent('AB123'))).body).toMatchObject({ success: true });
  });

  it('answers 该编码不存在 for an unknown code', async () => {
    expect((await check('nope', 'x')).body).toMatchObject({ success: false, message: '该编码不存在' });
  });

  it('stops a catastrophic pattern within the time limit', async () => {
    const started = Date.now();
    const reply = await check('evil', `${'a'.repeat(40)}!`);
    expect(reply.body).toMatchObject({ success: false, message: '校验规则执行超时，请联系管理员简化规则' });
    expect(Date.now() - started).toBeLessThan(2000);
    // The server still answers.
    expect((await check('emp_no', 'AB123')).body.success).toBe(true);
  });

  it('refuses a rule whose pattern does not compile or is too long', async () => {
    expect((await check('broken', 'x')).body).toMatchObject({
      message: '校验规则的配置不正确，请联系管理员',
    });
    const long = JSON.stringify([{ digits: '*', pattern: 'a'.repeat(201), message: 'x' }]);
    await api.post('/sys/checkRule/add', { ruleName: 'long', ruleCode: 'long', ruleJson: long }, { token });
    expect((await check('long', 'a')).body).toMatchObject({ message: '校验规则的配置不正确，请联系管理员' });
  });

  it('keeps rules as an entity with a unique code and a list page under 系统管理', async () => {
    const duplicate = await api.post(
      '/sys/checkRule/add',
      { ruleName: 'again', ruleCode: 'emp_no', ruleJson: '[]' },
      { token },
    );
    expect(duplicate.body.message).toContain('该规则编码已存在');
    const list = await api.get<{ records: { ruleCode: string; ruleJson: string }[] }>('/sys/checkRule/list', {
      token,
      query: { ruleCode: 'emp_no' },
    });
    expect(list.body.result.records).toEqual([
      expect.objectContaining({ ruleCode: 'emp_no', ruleJson: JSON.stringify(RULE) }),
    ]);
    const menu = await server.app.services.db
      .selectFrom('sysPermission')
      .select(['name', 'component'])
      .where('url', '=', '/isystem/checkRule')
      .executeTakeFirst();
    expect(menu).toEqual({ name: '编码校验规则', component: 'entity/sysCheckRule' });
  });
});
