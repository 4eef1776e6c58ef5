import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, DictMap } from '../../src/shared/api-types';
import { ApiClient } from './helpers/client';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  api = new ApiClient(server);
  token = await api.login();
});
afterAll(() => server.close());

describe('dictionaries of the shell', () => {
  it('answers every seeded dictionary in order, with colours where given', async () => {
    const reply = await api.get<DictMap>('/sys/dict/queryAllDictItems', { token });
    expect(reply.body).toMatchObject({ success: true, code: 200 });
    for (const code of ['sex', 'priority', 'yn', 'user_status', 'send_status', 'msg_category'])
      expect(reply.body.result).toHaveProperty(code);
    expect(reply.body.result.priority).toEqual([
      { value: 'L', text: '一般', title: '一般', color: 'blue' },
      { value: 'M', text: '重要', title: '重要', color: 'orange' },
      { value: 'H', text: '紧急', title: '紧急', color: 'red' },
    ]);
  });

  it('refreshes the cache so that changed items show at once', async () => {
    const { db } = server.app.services;
    await api.get('/sys/dict/queryAllDictItems', { token });
    await db.updateTable('sysDictItem').set({ status: 0 }).where('itemText', '=', '否').execute();
    const refreshed = await api.get('/sys/dict/refleshCache', { token });
    expect(refreshed.body).toMatchObject({ success: true, message: '刷新缓存完成！' });
    const reply = await api.get<DictMap>('/sys/dict/queryAllDictItems', { token });
    expect(reply.body.result.yn?.map((i) => i.text)).toEqual(['是']);
  });

  it('answers the items of one plain dictionary', async () => {
    const reply = await api.get<DictItem[]>('/sys/dict/getDictItems/sex', { token });
    expect(reply.body.result.map((i) => i.text)).toEqual(['男', '女']);
    expect((await api.get<DictItem[]>('/sys/dict/getDictItems/no_such_dict', { token })).body.result).toEqual(
      [],
    );
  });

  it('refuses dictionary codes it cannot resolve safely', async () => {
    for (const code of ['sys_user,salt,username', "sex' or '1'='1", 'sys_user where 1=1,a,b']) {
      const reply = await api.get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, { token });
      expect(reply.body).toMatchObject({ success: false, message: '字典Code格式不正确！' });
    }
  });
});
