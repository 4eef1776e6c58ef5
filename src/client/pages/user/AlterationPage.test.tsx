import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { AppRoutes } from '../../router/AppRoutes';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';

const TIMEOUT = { timeout: 10_000 };
let changeBodies: unknown[] = [];

beforeEach(() => {
  changeBodies = [];
  server.use(
    http.post(api('/sys/sms'), () =>
      HttpResponse.json({ success: true, code: 200, message: '验证码发送成功' }),
    ),
    http.post(api('/sys/user/phoneVerification'), async ({ request }) => {
      const body = (await request.json()) as { smscode: string };
      return body.smscode === '123456'
        ? HttpResponse.json({
            success: true,
            code: 200,
            message: '验证成功',
            result: { smscode: 'ticket-1', username: 'forget_me' },
          })
        : HttpResponse.json({ success: false, code: 500, message: '手机验证码错误' });
    }),
    http.post(api('/sys/user/passwordChange'), async ({ request }) => {
      changeBodies.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: '密码重置完成！' });
    }),
  );
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.next }));

async function toPhoneStep(username: string) {
  renderWithApp(<AppRoutes />, { route: '/user/alteration' });
  await screen.findByLabelText(ACCOUNT_TEXTS.usernameLabel, {}, TIMEOUT);
  type(ACCOUNT_TEXTS.usernameLabel, username);
  next();
  await screen.findByLabelText(ACCOUNT_TEXTS.mobileLabel, {}, TIMEOUT);
  type(ACCOUNT_TEXTS.mobileLabel, '13800002222');
}

describe('password recovery page', () => {
  it('walks through the four steps and spends the ticket with the new password', async () => {
    await toPhoneStep('forget_me');
    type(ACCOUNT_TEXTS.smsCodeLabel, '123456');
    next();
    await screen.findByLabelText(ACCOUNT_TEXTS.confirmPasswordLabel, {}, TIMEOUT);
    type(ACCOUNT_TEXTS.passwordLabel, 'New-pass-123');
    type(ACCOUNT_TEXTS.confirmPasswordLabel, 'New-pass-123');
    next();
    expect(await screen.findByText(ACCOUNT_TEXTS.alterationDone, {}, TIMEOUT)).toBeTruthy();
    expect(changeBodies).toEqual([
      { username: 'forget_me', password: 'New-pass-123', phone: '13800002222', smscode: 'ticket-1' },
    ]);
  });

  it('stays on the phone step after a wrong code', async () => {
    await toPhoneStep('forget_me');
    type(ACCOUNT_TEXTS.smsCodeLabel, '000000');
    next();
    expect(await screen.findByText('手机验证码错误', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT_TEXTS.mobileLabel)).toBeTruthy();
  });

  it('refuses a phone bound to another account than the one named in step 1', async () => {
    await toPhoneStep('someone_else');
    type(ACCOUNT_TEXTS.smsCodeLabel, '123456');
    next();
    expect(await screen.findByText(ACCOUNT_TEXTS.usernameMismatch, {}, TIMEOUT)).toBeTruthy();
    expect(changeBodies).toHaveLength(0);
  });
});
