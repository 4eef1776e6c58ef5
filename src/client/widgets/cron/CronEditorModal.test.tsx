import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CronEditorModal } from './CronEditorModal';
import { CRON_EDITOR_TEXTS as T } from './cronTexts';

const FIND = { timeout: 10_000 };

function open(value: string | null) {
  const onOk = vi.fn();
  renderWithApp(<CronEditorModal open value={value} onOk={onOk} onCancel={() => undefined} />);
  return onOk;
}

describe('the cron editor', { timeout: 60_000 }, () => {
  it('reads an existing expression back, shows it with its next runs, and emits it on OK', async () => {
    const onOk = open('0/2 * * * * ?');
    expect((await screen.findByTestId('cron-expression', undefined, FIND)).textContent).toBe(
      '0/2 * * * * ? *',
    );
    const increment = screen.getByRole('radio', { name: /每隔/ });
    expect((increment as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('cron-next-runs')).getAllByRole('listitem')).toHaveLength(5);
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('608px');

    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0/2 * * * * ? *');
  });

  it('the day tab puts ? on the other side of a week or month mode', async () => {
    const onOk = open('0 0 1 * * ?');
    fireEvent.click(await screen.findByRole('tab', { name: '日' }, FIND));
    fireEvent.click(screen.getByRole('radio', { name: T.day.lastDay }));
    expect(screen.getByTestId('cron-expression').textContent).toBe('0 0 1 L * ? *');
    fireEvent.click(screen.getByRole('radio', { name: T.day.lastWeekday }));
    expect(screen.getByTestId('cron-expression').textContent).toBe('0 0 1 LW * ? *');
    fireEvent.click(screen.getByRole('checkbox', { name: '周二' }));
    expect(screen.getByTestId('cron-expression').textContent).toBe('0 0 1 ? * 3 *');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 0 1 ? * 3 *');
  });

  it('holds inputs to the spec bounds', async () => {
    open(null);
    const interval = await screen.findByRole('spinbutton', { name: '秒间隔' }, FIND);
    expect(interval.getAttribute('aria-valuemin')).toBe('1');
    expect(interval.getAttribute('aria-valuemax')).toBe('59');
    expect(screen.getByRole('spinbutton', { name: '秒起始' }).getAttribute('aria-valuemin')).toBe('1');
    fireEvent.click(screen.getByRole('tab', { name: '年' }));
    const yearStart = screen.getByRole('spinbutton', { name: '年开始' });
    expect(yearStart.getAttribute('aria-valuemin')).toBe('2019');
    expect(yearStart.getAttribute('aria-valuemax')).toBe('2119');
    expect(screen.getByRole('checkbox', { name: '2118' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '2119' })).toBeNull();
  });

  it('warns about the parts it cannot show', async () => {
    open('1-5/2 0 0 * * ?');
    expect(await screen.findByText(T.unreadable('秒'), undefined, FIND)).toBeTruthy();
  });
});
