import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './useDocumentTitle';

describe('document title', () => {
  it("is '{page} · {platform}', and only the platform title at home", () => {
    expect(documentTitleFor('用户管理', false, '平台')).toBe('用户管理 · 平台');
    expect(documentTitleFor('首页', true, '平台')).toBe('平台');
  });
});
