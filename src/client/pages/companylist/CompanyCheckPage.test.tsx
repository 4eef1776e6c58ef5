import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_CHECK_PATH, COMPANY_CHECK_TEXTS } from '../../../shared/company-check';
import { creditCodeCheckChar } from '../../../shared/validation/check-digits';
import { RULE_MESSAGES } from '../../../shared/validation/rules';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import CompanyCheckPage from './CompanyCheckPage';

const TIMEOUT = { timeout: 10_000 };
/** Well-formed codes (check character included): one the server knows, one it refuses. */
const CODE = '91350100M000100Y4' + creditCodeCheckChar('91350100M000100Y4');
const OTHER = '91110000100000000' + creditCodeCheckChar('91110000100000000');
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(api(COMPANY_CHECK_PATH), ({ request }) => {
      const code = new URL(request.url).searchParams.get('creditCode') ?? '';
      asked.push(code);
      if (code === CODE)
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          result: {
            enterpriseName: '某建筑公司',
            status: '1',
            statusText: '有效',
            policyEndDate: '2027-06-30',
          },
        });
      return HttpResponse.json(
        { success: false, code: 429, message: COMPANY_CHECK_TEXTS.tooMany, result: null },
        { status: 429 },
      );
    }),
  );
});

const search = (value: string) => {
  fireEvent.change(screen.getByLabelText(COMPANY_CHECK_TEXTS.codeLabel), { target: { value } });
  // antd spaces out a two-character Chinese button label (查 询).
  fireEvent.click(
    screen.getByRole('button', { name: new RegExp([...COMPANY_CHECK_TEXTS.search].join('\\s*')) }),
  );
};

describe('company check page', () => {
  it('checks the format before asking, then shows the name, status and end date', async () => {
    renderWithApp(<CompanyCheckPage />, { route: '/companylist' });
    search('9135%');
    expect(await screen.findByText(RULE_MESSAGES.creditCode, {}, TIMEOUT)).toBeTruthy();
    expect(asked).toEqual([]);
    search(CODE.toLowerCase());
    expect(await screen.findByText('某建筑公司', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('有效')).toBeTruthy();
    expect(screen.getByText('2027-06-30')).toBeTruthy();
    expect(asked).toEqual([CODE]);
  });

  it("shows the server's refusal on the page", async () => {
    renderWithApp(<CompanyCheckPage />, { route: '/companylist' });
    search(OTHER);
    expect(await screen.findByText(COMPANY_CHECK_TEXTS.tooMany, {}, TIMEOUT)).toBeTruthy();
    expect(asked).toEqual([OTHER]);
  });
});
