import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, frames, handlers and script URLs', () => {
    const html = sanitizeHtml(
      '<p style="color:red"><b>安全</b>提示</p><script>alert(1)</script><object data="x.swf"></object><embed src="x.swf">' +
        '<img src="a.png" onerror="alert(2)"><a href=" javascript:alert(3)">链接</a><a href="https://ok.example">好</a>',
    );
    expect(html).toContain('<p style="color:red"><b>安全</b>提示</p>');
    expect(html).not.toMatch(/script|object|embed|onerror|javascript/i);
    expect(html).toContain('<img src="a.png">');
    expect(html).toContain('<a href="https://ok.example">好</a>');
  });
});
