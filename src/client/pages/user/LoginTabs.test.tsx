import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { STORAGE_KEYS } from '../../../shared/limits';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS } from '../../../shared/texts';
import { AppRoutes } from '../../router/AppRoutes';
import { getToken } from '../../session/sessionState';
import { getItem } from '../../storage/localStore';
import { serveCaptcha } from '../../test/handlers';
import { userInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';

const TIMEOUT = { timeout: 10_000 };
const bodies: Record<string, unknown>[] = [];

const loginResult = (tenantList: { id: number; name: string }[]) => ({
  success: true,
  code: 200,
  message: '登录成功',
  result: {
    token: 'tok-phone',
    userInfo: userInfo(),
    departs: [],
    multi_depart: 1,
    sysAllDictItems: {},
    tenantList,
  },
});

beforeEach(() => {
  bodies.length = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  serveCaptcha();
});

async function openTab(name: string) {
  renderWithApp(<AppRoutes />, { route: '/user/login?redirect=%2Ftest%2Fhome' });
  fireEvent.click(await screen.findByText(name, {}, TIMEOUT));
}

describe('login tabs', () => {
  it('phone login posts the code and lets the user pick among several tenants', async () => {
    server.use(
      http.post(api('/sys/phoneLogin'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          loginResult([
            { id: 3, name: '南宁分公司' },
            { id: 4, name: '柳州分公司' },
          ]),
        );
      }),
    );
    await openTab(ACCOUNT_TEXTS.tabPhone);
    fireEvent.change(await screen.findByLabelText(ACCOUNT_TEXTS.mobileLabel, {}, TIMEOUT), {
      target: { value: '13800005555' },
    });
    fireEvent.change(screen.getByLabelText(ACCOUNT_TEXTS.smsCodeLabel), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    const dialog = await screen.findByRole('dialog', { name: LOGIN_FORM_TEXTS.selectTitle }, TIMEOUT);
    expect(bodies).toEqual([{ mobile: '13800005555', captcha: '654321' }]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('柳州分公司', {}, TIMEOUT));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/test/home'), TIMEOUT);
    expect(getItem(STORAGE_KEYS.tenantId)).toBe(4);
    expect(getToken()).toBe('tok-phone');
  });

  it('enterprise login sends the credit code with the account and shows a refusal', async () => {
    server.use(
      http.post(api('/sys/enterpriseLogin'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: false, code: 500, message: '该账号不属于此企业' });
      }),
    );
    await openTab(ACCOUNT_TEXTS.tabEnterprise);
    fireEvent.change(await screen.findByLabelText(ACCOUNT_TEXTS.creditCodeLabel, {}, TIMEOUT), {
      target: { value: '91450100MA5KX1234A' },
    });
    fireEvent.change(screen.getByLabelText(LOGIN_FORM_TEXTS.usernameLabel), {
      target: { value: 'ent_user' },
    });
    fireEvent.change(screen.getByLabelText(LOGIN_FORM_TEXTS.passwordLabel), { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText(LOGIN_FORM_TEXTS.captchaLabel), { target: { value: 'ab12' } });
    fireEvent.mouseDown(screen.getByRole('slider'), { clientX: 0 });
    fireEvent.mouseMove(document, { clientX: 300 });
    fireEvent.mouseUp(document);
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    expect(await screen.findByText('该账号不属于此企业', {}, TIMEOUT)).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      creditCode: '91450100MA5KX1234A',
      username: 'ent_user',
      captcha: 'ab12',
    });
    expect(getToken()).toBeNull();
  });
});
