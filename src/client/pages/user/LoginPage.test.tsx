import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/limits';
import { LOGIN_FOOTER, platformTitleForHost } from '../../../shared/platform';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS, SESSION_TEXTS } from '../../../shared/texts';
import { AppRoutes } from '../../router/AppRoutes';
import { getToken } from '../../session/sessionState';
import { getItem } from '../../storage/localStore';
import { userInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';

const captchaKeys: string[] = [];
const loginBodies: Record<string, unknown>[] = [];

function loginAnswer(result: Record<string, unknown>) {
  return {
    success: true,
    code: 200,
    message: '登录成功',
    result: {
      token: 'tok-new',
      userInfo: userInfo(),
      departs: [],
      multi_depart: 1,
      sysAllDictItems: {},
      tenantList: [],
      ...result,
    },
  };
}

function answerLogin(body: JsonBodyType) {
  server.use(
    http.post(api('/sys/login'), async ({ request }) => {
      loginBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(body);
    }),
  );
}

beforeEach(() => {
  captchaKeys.length = 0;
  loginBodies.length = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  server.use(
    http.get(api('/sys/randomImage/:key'), ({ params }) => {
      captchaKeys.push(String(params.key));
      return HttpResponse.json({
        success: true,
        code: 0,
        result: `data:image/jpg;base64,${btoa(String(params.key))}`,
      });
    }),
  );
});

async function openLogin(route = '/user/login') {
  renderWithApp(<AppRoutes />, { route });
  return screen.findByPlaceholderText(LOGIN_FORM_TEXTS.usernameLabel, {}, { timeout: 10_000 });
}

function fill({ slider = true } = {}) {
  fireEvent.change(screen.getByPlaceholderText(LOGIN_FORM_TEXTS.usernameLabel), {
    target: { value: 'admin' },
  });
  fireEvent.change(screen.getByPlaceholderText(LOGIN_FORM_TEXTS.passwordLabel), {
    target: { value: 'secret' },
  });
  fireEvent.change(screen.getByPlaceholderText(LOGIN_FORM_TEXTS.captchaLabel), { target: { value: 'ab12' } });
  if (slider) {
    fireEvent.mouseDown(screen.getByRole('slider'), { clientX: 0 });
    fireEvent.mouseMove(document, { clientX: 300 });
    fireEvent.mouseUp(document);
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));

describe('login page', () => {
  it('shows the platform title, the footer and a captcha image from /sys/randomImage/{Date.now()}', async () => {
    await openLogin();
    expect(
      screen.getByRole('heading', { name: platformTitleForHost(window.location.hostname) }),
    ).toBeTruthy();
    expect(screen.getByText(LOGIN_FOOTER.icp)).toBeTruthy();
    const image = await screen.findByAltText(LOGIN_FORM_TEXTS.captchaImageAlt);
    expect(captchaKeys).toHaveLength(1);
    expect(Math.abs(Number(captchaKeys[0]) - Date.now())).toBeLessThan(10_000);
    expect(image.getAttribute('src')).toBe(`data:image/jpg;base64,${btoa(captchaKeys[0]!)}`);
  });

  it('refreshes the captcha when it is clicked', async () => {
    await openLogin();
    await screen.findByAltText(LOGIN_FORM_TEXTS.captchaImageAlt);
    fireEvent.click(screen.getByRole('button', { name: LOGIN_FORM_TEXTS.captchaRefreshHint }));
    await waitFor(() => expect(captchaKeys).toHaveLength(2));
    expect(captchaKeys[1]).not.toBe(captchaKeys[0]);
    await waitFor(() =>
      expect(screen.getByAltText(LOGIN_FORM_TEXTS.captchaImageAlt).getAttribute('src')).toContain(
        btoa(captchaKeys[1]!),
      ),
    );
  });

  it('requires the slider before logging in', async () => {
    answerLogin(loginAnswer({}));
    await openLogin();
    fill({ slider: false });
    submit();
    expect(await screen.findByText(LOGIN_TEXTS.sliderRequired)).toBeTruthy();
    expect(loginBodies).toHaveLength(0);
  });

  it('shows the server message after a failed login and refreshes the captcha', async () => {
    answerLogin({ success: false, code: 500, message: '验证码错误', result: null });
    await openLogin();
    await screen.findByAltText(LOGIN_FORM_TEXTS.captchaImageAlt);
    fill();
    submit();
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(screen.getByText(LOGIN_FORM_TEXTS.loginFailed)).toBeTruthy();
    expect(loginBodies[0]).toMatchObject({
      username: 'admin',
      password: 'secret',
      captcha: 'ab12',
      checkKey: Number(captchaKeys[0]),
    });
    await waitFor(() => expect(captchaKeys).toHaveLength(2));
    expect((screen.getByPlaceholderText(LOGIN_FORM_TEXTS.captchaLabel) as HTMLInputElement).value).toBe('');
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/user/login');
  });

  it('logs in, greets and follows the redirect', async () => {
    answerLogin(loginAnswer({}));
    await openLogin('/user/login?redirect=%2Ftest%2Fhome%3Fa%3D1');
    fill();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/test/home?a=1'));
    expect(getToken()).toBe('tok-new');
    expect(await screen.findByText(LOGIN_FORM_TEXTS.welcome)).toBeTruthy();
    expect(screen.getByText(/，欢迎回来$/)).toBeTruthy();
  });

  it('follows a redirect with its hash', async () => {
    answerLogin(loginAnswer({}));
    await openLogin('/user/login?redirect=%2Ftest%2Fhome%3Fa%3D1%23part');
    fill();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/test/home?a=1#part'));
  });

  it('ignores a redirect to another site', async () => {
    answerLogin(loginAnswer({}));
    server.use(
      http.get(api('/sys/permission/getUserPermissionByToken'), () =>
        HttpResponse.json({ success: false, code: 500, message: '查询失败', result: null }),
      ),
      http.post(api('/sys/logout'), () => HttpResponse.json({ success: true, code: 200, message: '' })),
    );
    await openLogin('/user/login?redirect=%2F%2Fevil.example.com');
    fill();
    submit();
    // Home instead; there the permission list fails to load, which logs out back to the login page.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/user/login?redirect=%2Fdashboard%2Fanalysis'),
    );
  });

  it('warns when the user has no department', async () => {
    answerLogin(loginAnswer({ multi_depart: 0 }));
    await openLogin('/user/login?redirect=%2Ftest%2Fhome');
    fill();
    submit();
    expect(await screen.findByText(SESSION_TEXTS.noDepartmentsAtLogin)).toBeTruthy();
  });

  it('keeps a single tenant and lets the user pick among several', async () => {
    answerLogin(
      loginAnswer({
        tenantList: [
          { id: 1, name: '南宁分公司' },
          { id: 2, name: '柳州分公司' },
        ],
      }),
    );
    await openLogin('/user/login?redirect=%2Ftest%2Fhome');
    fill();
    submit();
    const dialog = await screen.findByRole(
      'dialog',
      { name: LOGIN_FORM_TEXTS.selectTitle },
      { timeout: 3_000 },
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('柳州分公司'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/test/home'));
    expect(getItem(STORAGE_KEYS.tenantId)).toBe(2);
  });

  it('saves the only tenant without asking', async () => {
    answerLogin(loginAnswer({ tenantList: [{ id: 5, name: '南宁分公司' }] }));
    await openLogin('/user/login?redirect=%2Ftest%2Fhome');
    fill();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/test/home'));
    expect(getItem(STORAGE_KEYS.tenantId)).toBe(5);
  });
});
