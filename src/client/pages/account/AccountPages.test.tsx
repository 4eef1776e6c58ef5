import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { getUserInfo } from '../../session/sessionState';
import { signIn, userInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import AccountCenterPage from './AccountCenterPage';
import AccountSettingsPage from './AccountSettingsPage';

const TIMEOUT = { timeout: 10_000 };
const me = userInfo({ realname: '张三', phone: '13800003333', email: 'zs@example.com' });
let editBodies: Record<string, unknown>[] = [];

beforeEach(() => {
  editBodies = [];
  signIn(me);
  server.use(
    http.get(api('/sys/user/getCurrentUser'), () =>
      HttpResponse.json({ success: true, code: 200, result: me }),
    ),
    http.put(api('/sys/user/editByUser'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      editBodies.push(body);
      return HttpResponse.json({
        success: true,
        code: 200,
        message: '修改成功!',
        result: { ...me, ...body },
      });
    }),
  );
});

describe('account pages', () => {
  it('personal centre shows the profile with the phone masked', async () => {
    renderWithApp(<AccountCenterPage title="个人中心" />);
    expect(await screen.findByText('138****3333', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('zs@example.com')).toBeTruthy();
    expect(screen.getByText('南宁市应急管理局')).toBeTruthy();
  });

  it('settings save the base information and keep the answered user', async () => {
    renderWithApp(<AccountSettingsPage title="账户设置" />);
    const name = await screen.findByLabelText(ACCOUNT_TEXTS.realnameLabel, {}, TIMEOUT);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('张三'));
    fireEvent.change(name, { target: { value: '张三丰' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('修改成功!', {}, TIMEOUT)).toBeTruthy();
    expect(editBodies[0]).toMatchObject({ realname: '张三丰', sex: 1, email: 'zs@example.com' });
    expect(getUserInfo()?.realname).toBe('张三丰');
  });

  it('settings upload an avatar and save it at once', async () => {
    const uploads: string[] = [];
    server.use(
      http.post(api('/sys/common/upload'), async ({ request }) => {
        const form = await request.formData();
        uploads.push(String(form.get('biz')));
        return HttpResponse.json({ success: true, code: 200, message: 'avatar/me_1.png' });
      }),
    );
    renderWithApp(<AccountSettingsPage title="账户设置" />);
    await screen.findByLabelText(ACCOUNT_TEXTS.realnameLabel, {}, TIMEOUT);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('修改成功!', {}, TIMEOUT)).toBeTruthy();
    expect(uploads).toEqual(['avatar']);
    expect(editBodies).toEqual([{ avatar: 'avatar/me_1.png' }]);
    expect(getUserInfo()?.avatar).toBe('avatar/me_1.png');
  });

  it('security settings change the phone with an SMS code for binding', async () => {
    const smsBodies: unknown[] = [];
    server.use(
      http.post(api('/sys/sms'), async ({ request }) => {
        smsBodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '验证码发送成功' });
      }),
      http.post(api('/sys/user/changePhone'), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '手机号修改成功',
          result: { ...me, phone: '13800004444' },
        }),
      ),
    );
    renderWithApp(<AccountSettingsPage title="账户设置" />);
    fireEvent.click(await screen.findByRole('tab', { name: ACCOUNT_TEXTS.securitySettings }, TIMEOUT));
    expect(await screen.findByText(ACCOUNT_TEXTS.boundPhoneHint(me.phone), {}, TIMEOUT)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: `${ACCOUNT_TEXTS.modify}${ACCOUNT_TEXTS.boundPhone}` }),
    );
    const phone = await screen.findByLabelText(ACCOUNT_TEXTS.mobileLabel, {}, TIMEOUT);
    fireEvent.change(phone, { target: { value: '13800004444' } });
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendCode }));
    await waitFor(() => expect(smsBodies).toEqual([{ mobile: '13800004444', smsmode: '3' }]), TIMEOUT);
    fireEvent.change(screen.getByLabelText(ACCOUNT_TEXTS.smsCodeLabel), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('手机号修改成功', {}, TIMEOUT)).toBeTruthy();
    expect(getUserInfo()?.phone).toBe('13800004444');
  });
});
