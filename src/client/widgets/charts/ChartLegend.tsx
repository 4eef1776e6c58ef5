// The series names above a chart, each with its colour (a bar's square, a line's stroke).
import type { ChartSeries } from './chartSeries';
import { seriesColor } from './chartSeries';

export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <div className="anze-chart-legend">
      {series.map((s, index) => (
        <span key={s.name} className="anze-chart-legend-item">
          <span
            className={`anze-chart-legend-mark anze-chart-legend-${s.kind}`}
            style={{ background: seriesColor(index) }}
          />
          {s.name}
        </span>
      ))}
    </div>
  );
}
