import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { AppRoutes } from '../../router/AppRoutes';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';

const TIMEOUT = { timeout: 10_000 };
let smsBodies: unknown[] = [];
let registerBodies: unknown[] = [];

beforeEach(() => {
  smsBodies = [];
  registerBodies = [];
  server.use(
    http.post(api('/sys/sms'), async ({ request }) => {
      smsBodies.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: '验证码发送成功' });
    }),
  );
});

async function openRegister() {
  renderWithApp(<AppRoutes />, { route: '/user/register' });
  return screen.findByLabelText(ACCOUNT_TEXTS.usernameLabel, {}, TIMEOUT);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillForm() {
  type(ACCOUNT_TEXTS.usernameLabel, 'new_user');
  type(ACCOUNT_TEXTS.passwordLabel, 'Good-pass-123');
  type(ACCOUNT_TEXTS.confirmPasswordLabel, 'Good-pass-123');
  type(ACCOUNT_TEXTS.mobileLabel, '13800001111');
  type(ACCOUNT_TEXTS.smsCodeLabel, '123456');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.registerSubmit }));

describe('register page', () => {
  it('checks the fields with the spec messages before calling the server', async () => {
    await openRegister();
    type(ACCOUNT_TEXTS.usernameLabel, 'bad name');
    type(ACCOUNT_TEXTS.mobileLabel, '12345');
    type(ACCOUNT_TEXTS.passwordLabel, 'Good-pass-123');
    type(ACCOUNT_TEXTS.confirmPasswordLabel, 'Other-pass-123');
    submit();
    expect(await screen.findByText(VALIDATION_TEXTS.userNameChars, {}, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText(VALIDATION_TEXTS.mobileInvalid, {}, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordMismatch, {}, TIMEOUT)).toBeTruthy();
    expect(registerBodies).toHaveLength(0);
  });

  it('sends the register code for the phone and counts down', async () => {
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendCode }));
    expect(await screen.findByText(VALIDATION_TEXTS.mobileRequired, {}, TIMEOUT)).toBeTruthy();
    type(ACCOUNT_TEXTS.mobileLabel, '13800001111');
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendCode }));
    expect(await screen.findByText('验证码发送成功', {}, TIMEOUT)).toBeTruthy();
    expect(smsBodies).toEqual([{ mobile: '13800001111', smsmode: '1' }]);
    expect(await screen.findByRole('button', { name: ACCOUNT_TEXTS.resendIn(60) }, TIMEOUT)).toBeTruthy();
  });

  it('registers and opens the result page with the account name', async () => {
    server.use(
      http.post(api('/sys/user/register'), async ({ request }) => {
        registerBodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '注册成功' });
      }),
    );
    await openRegister();
    fillForm();
    submit();
    expect(await screen.findByText(ACCOUNT_TEXTS.registerResult('new_user'), {}, TIMEOUT)).toBeTruthy();
    expect(registerBodies).toEqual([
      { username: 'new_user', password: 'Good-pass-123', phone: '13800001111', smscode: '123456' },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/user/register-result?username=new_user');
  });

  it('shows the server refusal and stays on the page', async () => {
    server.use(
      http.post(api('/sys/user/register'), () =>
        HttpResponse.json({ success: false, code: 500, message: '用户名已注册' }),
      ),
    );
    await openRegister();
    fillForm();
    submit();
    expect(await screen.findByText('用户名已注册', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/register'));
  });
});
