// The box over a chart while the pointer is on a category: the category and each series' value.
import type { ChartSeries } from './chartSeries';
import { seriesColor } from './chartSeries';

interface Props {
  category: string;
  index: number;
  series: ChartSeries[];
  /** The category's centre, in pixels from the chart's left edge. */
  x: number;
  /** The chart's width: the box flips to the left of the centre in the right half. */
  width: number;
}

const OFFSET = 16;

export function ChartTooltip({ category, index, series, x, width }: Props) {
  const onRight = x < width / 2;
  const style = onRight ? { left: x + OFFSET } : { right: width - x + OFFSET };
  return (
    <div className="anze-chart-tooltip" role="tooltip" style={style}>
      <div>{category}</div>
      {series.map((s, seriesIndex) => (
        <div key={s.name} className="anze-chart-tooltip-row">
          <span className="anze-chart-tooltip-dot" style={{ background: seriesColor(seriesIndex) }} />
          <span>{s.name}</span>
          <b>{s.values[index] ?? 0}</b>
        </div>
      ))}
    </div>
  );
}
