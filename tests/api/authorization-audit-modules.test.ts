// Authorization audit of the hand-written modules: holes found and closed.
// Register (POST /sys/user/register) is public: it must not tell a caller without the phone's SMS
// code which usernames and e-mail addresses have accounts, and a code may not be used to probe
// them without end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, requestCode, startFlowApp } from './account-flows/support';
import type { FlowApp } from './account-flows/support';

let flow: FlowApp;

beforeAll(async () => {
  flow = await startFlowApp();
});
afterAll(() => flow.server.close());

const register = (body: Record<string, unknown>) => flow.api.post('/sys/user/register', body);
const PASSWORD = 'Good-pass-123';

async function registered(username: string, email: string): Promise<void> {
  const phone = nextPhone();
  const smscode = await requestCode(flow, phone, '1');
  const reply = await register({ username, password: PASSWORD, phone, smscode, email });
  expect(reply.body).toMatchObject({ success: true, message: '注册成功' });
}

describe('POST /sys/user/register does not enumerate accounts', () => {
  beforeAll(() => registered('known_user', 'known@example.com'));

  it('answers a taken username or e-mail only to a caller holding a right code', async () => {
    const phone = nextPhone();
    const probes = [
      { username: 'known_user', password: PASSWORD, phone, smscode: '' },
      { username: 'known_user', password: PASSWORD, phone, smscode: '000000' },
      { username: 'free_user1', password: PASSWORD, phone, smscode: '000000', email: 'known@example.com' },
    ];
    for (const body of probes) {
      const { message } = (await register(body)).body;
      expect(message).not.toBe('用户名已注册');
      expect(message).not.toBe('邮箱已被注册');
    }
    // Without a code sent to the phone, taken and free names read alike.
    const taken = await register({ ...probes[1], phone: nextPhone() });
    const free = await register({ ...probes[1], username: 'free_user2', phone: nextPhone() });
    expect(taken.body.message).toBe(free.body.message);
  });

  it('lets a right code ask a few times, then drops it', async () => {
    const phone = nextPhone();
    const smscode = await requestCode(flow, phone, '1');
    const base = { username: 'fresh_user', password: PASSWORD, phone, smscode };
    // The owner of the phone is told, and may correct the form with the same code…
    expect((await register({ ...base, username: 'known_user' })).body.message).toBe('用户名已注册');
    expect((await register({ ...base, email: 'known@example.com' })).body.message).toBe('邮箱已被注册');
    // …but the code does not answer an endless list of guesses.
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(String((await register({ ...base, username: 'known_user' })).body.message));
    expect(answers.at(-1)).toBe('手机验证码已失效，请重新获取');
  });
});
