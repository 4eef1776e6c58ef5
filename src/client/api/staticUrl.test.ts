import { describe, expect, it } from 'vitest';
import { staticFileUrl } from './staticUrl';

describe('static file URL', () => {
  it('keeps http paths, prefixes others, and gives nothing for empty or bracketed paths', () => {
    expect(staticFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(staticFileUrl('temp/a.png')).toBe(`${window.location.origin}/api/sys/common/static/temp/a.png`);
    expect(staticFileUrl('temp/0a/整改 报告.pdf')).toBe(
      `${window.location.origin}/api/sys/common/static/temp/0a/%E6%95%B4%E6%94%B9%20%E6%8A%A5%E5%91%8A.pdf`,
    );
    expect(staticFileUrl('')).toBeUndefined();
    expect(staticFileUrl('[{"a":1}]')).toBeUndefined();
  });
});
