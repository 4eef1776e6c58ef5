// The login form without antd Form keeps antd Form's behaviour: every missing field's message on
// submit (nothing sent), a field's message gone once it is filled and back when it is emptied,
// spaces not counting as a value, the credit code required only in the enterprise variant.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import { LOGIN_FORM_TEXTS, LOGIN_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { AccountLoginForm } from './AccountLoginForm';

const REQUIRED = [
  LOGIN_TEXTS.usernameRequired,
  LOGIN_TEXTS.passwordRequired,
  LOGIN_TEXTS.captchaRequired,
  LOGIN_TEXTS.sliderRequired,
];

beforeEach(() => {
  server.use(
    http.get(api('/sys/randomImage/:key'), () =>
      HttpResponse.json({ success: true, code: 0, result: 'data:image/jpg;base64,AA==' }),
    ),
  );
});

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));

describe('account login form', () => {
  it('shows every missing field on submit and checks a field again as it changes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithApp(<AccountLoginForm submitting={false} onSubmit={onSubmit} />);
    submit();
    await waitFor(() => expect(alerts()).toEqual(REQUIRED));
    expect(onSubmit).not.toHaveBeenCalled();

    type(LOGIN_FORM_TEXTS.usernameLabel, 'admin');
    expect(alerts()).toEqual(REQUIRED.slice(1));
    type(LOGIN_FORM_TEXTS.usernameLabel, '   ');
    expect(alerts()).toEqual(REQUIRED);
    // The field shows its error state as antd Form.Item does.
    expect(document.querySelector('.ant-input-status-error')).toBeTruthy();
  });

  it('requires the credit code only when logging in as an enterprise', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    renderWithApp(<AccountLoginForm enterprise submitting={false} onSubmit={onSubmit} />);
    submit();
    await waitFor(() => expect(alerts()).toEqual([ACCOUNT_TEXTS.creditCodeRequired, ...REQUIRED]));
  });
});
