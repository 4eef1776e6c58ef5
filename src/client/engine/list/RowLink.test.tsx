import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RowLink } from './RowLink';

describe('RowLink', () => {
  it('runs on click and on Enter', () => {
    const run = vi.fn();
    renderWithApp(<RowLink onRun={run}>编辑</RowLink>);
    fireEvent.click(screen.getByText('编辑'));
    fireEvent.keyDown(screen.getByText('编辑'), { key: 'Enter' });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('asks first when it has a question, and runs only when confirmed', async () => {
    const run = vi.fn();
    renderWithApp(
      <RowLink onRun={run} confirm="确定删除吗?" danger>
        删除
      </RowLink>,
    );
    expect(screen.getByText('删除').className).toContain('anze-row-link-danger');
    expect(screen.queryByText('确定删除吗?')).toBeNull();
    fireEvent.click(screen.getByText('删除'));
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
