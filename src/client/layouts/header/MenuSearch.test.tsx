import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_TEXTS } from '../../../shared/texts';
import { browser } from '../../api/browser';
import { buildMenu } from '../../router/menuModel';
import { sampleMenu } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MenuSearch } from './MenuSearch';

function search(text: string) {
  const input = screen.getByRole('combobox', { name: LAYOUT_TEXTS.menuSearchPlaceholder });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('menu search', () => {
  it('lists visible leaf entries only', () => {
    renderWithApp(<MenuSearch entries={buildMenu(sampleMenu(), new Set())} />);
    search('个人中心');
    expect(screen.queryByTitle('个人页 / 个人中心')).toBeNull();
    search('大屏');
    expect(screen.getByTitle('数据分析 / 综合大屏')).toBeTruthy();
    expect(screen.getByTitle('数据分析 / 参保企业大屏')).toBeTruthy();
  });

  it('opens a route, or a new window for an external entry', async () => {
    const open = vi.spyOn(browser, 'openWindow').mockImplementation(() => undefined);
    renderWithApp(<MenuSearch entries={buildMenu(sampleMenu(), new Set())} />);
    search('排查任务');
    fireEvent.click(screen.getByTitle('任务管理 / 排查任务'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/nanlitask/nanlitasklist?taskType=1'),
    );
    search('参保');
    fireEvent.click(screen.getByTitle('数据分析 / 参保企业大屏'));
    expect(open).toHaveBeenCalledWith('/dataanalysis/InsuredScreen');
    expect(screen.getByTestId('location').textContent).toBe('/nanlitask/nanlitasklist?taskType=1');
  });
});
