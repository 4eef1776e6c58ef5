import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { api, server } from '../../test/server';
import { grantAll, serveEntity } from './test/fixtures';
import { PAGE_TITLE, renderList } from './test/renderList';

describe('the entity list page', { timeout: 20_000 }, () => {
  it('says when the schema cannot be loaded, and loads it again on 重试', async () => {
    grantAll();
    serveEntity();
    const asked: string[] = [];
    server.use(
      http.get(api('/engine/entities/:name'), ({ params }) => {
        asked.push(String(params.name));
        return asked.length === 1
          ? HttpResponse.json({ success: false, code: 500, message: '未知的实体' })
          : undefined;
      }),
    );
    renderList();
    expect(await screen.findByText(ENGINE_LIST_TEXTS.schemaLoadFailed)).toBeTruthy();
    expect(screen.getByText('未知的实体')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('企业1')).toBeTruthy();
    expect(screen.getByText(PAGE_TITLE)).toBeTruthy();
    expect(asked).toEqual(['enterprise', 'enterprise']);
  });
});
