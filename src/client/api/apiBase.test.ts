import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl, apiPrefix, buildUrl } from './apiBase';

function setPrefixMeta(content: string | null) {
  document.querySelectorAll('meta[name="api-prefix"]').forEach((element) => element.remove());
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'api-prefix';
  meta.content = content;
  document.head.appendChild(meta);
}

afterEach(() => setPrefixMeta(null));

describe('api base', () => {
  it("defaults to '/api' without the meta tag", () => {
    expect(apiPrefix()).toBe('/api');
    expect(apiBaseUrl()).toBe(`${window.location.origin}/api`);
  });

  it('reads the prefix the server wrote into <meta name="api-prefix">', () => {
    setPrefixMeta('/anze/api/');
    expect(apiBaseUrl()).toBe(`${window.location.origin}/anze/api`);
    expect(buildUrl('sys/user/list', undefined, 'POST')).toBe(
      `${window.location.origin}/anze/api/sys/user/list`,
    );
  });

  it('joins paths with or without a leading slash and repeats array parameters', () => {
    const url = new URL(buildUrl('/sys/user/list', { ids: ['a', 'b'] }, 'DELETE'));
    expect(url.pathname).toBe('/api/sys/user/list');
    expect(url.searchParams.getAll('ids')).toEqual(['a', 'b']);
  });
});
