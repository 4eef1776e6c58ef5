// /test/home: the platform's title and description, links to the public screens, the insurance
// check and the login, and no request to the server (msw refuses any unhandled one).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANDING_TEXTS } from '../../../shared/analysis-screen-texts';
import { platformTitleForHost } from '../../../shared/platform';
import { renderWithApp } from '../../test/render';
import TestHomePage from './TestHomePage';

describe('/test/home', () => {
  it('introduces the platform and links its public pages and the login', async () => {
    renderWithApp(<TestHomePage />, { route: '/test/home' });
    const title = platformTitleForHost(window.location.hostname);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(LANDING_TEXTS.description)).toBeTruthy();
    const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
    expect(link(LANDING_TEXTS.insuredScreen.title)).toBe('/dataanalysis/InsuredScreen');
    expect(link(LANDING_TEXTS.dangerScreen.title)).toBe('/dataanalysis/DangerScreen');
    expect(link(LANDING_TEXTS.companyList.title)).toBe('/companylist');
    expect(link(LANDING_TEXTS.login)).toBe('/user/login');
    expect(document.title).toBe(title);
  });
});
