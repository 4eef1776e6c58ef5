// The light SVG chart: bars and line points carry their series, category and value, a click on one
// reports its series and index, the tooltip shows a category's values, the axis counts in round steps.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TrendChart } from './TrendChart';
import type { ChartSeries } from './chartSeries';

const CATEGORIES = ['2026-10', '2026-11', '2026-12'];
const SERIES: ChartSeries[] = [
  { name: '发现', kind: 'bar', values: [2, 5, 0] },
  { name: '整改', kind: 'bar', values: [1, 3, 4] },
  { name: '排查', kind: 'line', values: [7, 0, 12] },
];

describe('TrendChart', () => {
  it('draws each value as a bar or a point named by its series, category and value', () => {
    render(<TrendChart categories={CATEGORIES} series={SERIES} height={280} />);
    expect(screen.getByLabelText('发现 2026-11: 5').tagName).toBe('rect');
    expect(screen.getByLabelText('整改 2026-12: 4').tagName).toBe('rect');
    expect(screen.getByLabelText('排查 2026-12: 12').tagName).toBe('g');
    expect(document.querySelectorAll('rect[aria-label]')).toHaveLength(6);
    // The legend names every series; the axis reaches the largest value in round steps.
    for (const s of SERIES) expect(screen.getByText(s.name)).toBeTruthy();
    const ticks = [...document.querySelectorAll('text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0', '5', '10', '15', '2026-10', '2026-12']));
  });

  it('reports a click on a bar or a point as its series and index', () => {
    const onPick = vi.fn();
    render(<TrendChart categories={CATEGORIES} series={SERIES} height={280} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: '整改 2026-11: 3' }));
    expect(onPick).toHaveBeenLastCalledWith(1, 1);
    fireEvent.keyDown(screen.getByRole('button', { name: '排查 2026-10: 7' }), { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith(2, 0);
  });

  it('is not clickable without a handler', () => {
    render(<TrendChart categories={CATEGORIES} series={SERIES} height={280} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the values of the category under the pointer', () => {
    render(<TrendChart categories={CATEGORIES} series={SERIES} height={280} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByLabelText('发现 2026-12: 0'));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('2026-12发现0整改4排查12');
    fireEvent.mouseLeave(tooltip.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
