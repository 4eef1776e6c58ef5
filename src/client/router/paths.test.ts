import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './paths';

describe('login redirect', () => {
  it('carries the full wanted path, hash included, and follows it back after login', () => {
    const wanted = '/nanlitask/nanlitasklist?taskType=1#history';
    const loginPath = loginPathFor(wanted);
    expect(loginPath).toBe('/user/login?redirect=%2Fnanlitask%2Fnanlitasklist%3FtaskType%3D1%23history');
    const redirect = new URL(loginPath, 'http://localhost').searchParams.get('redirect');
    expect(safeRedirect(redirect)).toBe(wanted);
  });

  it('follows in-app paths only, and never back to the login page', () => {
    expect(safeRedirect('/test/home#part')).toBe('/test/home#part');
    expect(safeRedirect('//evil.example.com#/x')).toBeNull();
    expect(safeRedirect('/\\evil.example.com')).toBeNull();
    expect(safeRedirect('https://evil.example.com')).toBeNull();
    expect(safeRedirect('#/dashboard')).toBeNull();
    expect(safeRedirect('/user/login')).toBeNull();
    expect(safeRedirect('/user/login?redirect=%2F')).toBeNull();
    expect(safeRedirect('/user/login#top')).toBeNull();
  });
});
