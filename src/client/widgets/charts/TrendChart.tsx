// A light chart of our own in SVG: categories along the x axis (months, days), bar and line series
// of whole-number counts, a legend, a tooltip on hover, and a click on a bar or point reported as
// (series, index). The home page draws its small trend and visit charts with it, so a first visit
// does not load ECharts (about 165 KB gzip); pages that need more keep ECharts.
import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import type { ChartSeries } from './chartSeries';
import { seriesColor } from './chartSeries';
import { valueScale } from './chartScale';
import { useElementWidth } from './useElementWidth';

export interface TrendChartProps {
  categories: string[];
  series: ChartSeries[];
  /** Height of the whole chart, legend included, in pixels. */
  height: number;
  /** A bar or a line's point was clicked: its series and index. */
  onPick?(seriesIndex: number, dataIndex: number): void;
}

const GRID = { left: 40, right: 24, top: 12, bottom: 28 };
const LEGEND_HEIGHT = 28;
const FALLBACK_WIDTH = 600;
const BAR_MAX_WIDTH = 28;
const BAR_GAP = 4;
const POINT_RADIUS = 3;
/** The invisible circle that takes the clicks on a line's point. */
const POINT_HIT_RADIUS = 9;
/** Fewer x labels when the categories are narrower than this. */
const MIN_LABEL_SPACING = 44;
const AXIS_COLOR = '#6e7079';
const GRID_COLOR = '#e0e6f1';

export function TrendChart({ categories, series, height, onPick }: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container, FALLBACK_WIDTH);
  const [hovered, setHovered] = useState<number | null>(null);

  const svgHeight = height - LEGEND_HEIGHT;
  const plotWidth = Math.max(width - GRID.left - GRID.right, 1);
  const plotHeight = Math.max(svgHeight - GRID.top - GRID.bottom, 1);
  const band = plotWidth / Math.max(categories.length, 1);
  const scale = useMemo(() => valueScale(Math.max(0, ...series.flatMap((s) => s.values))), [series]);
  const xOf = (index: number) => GRID.left + band * (index + 0.5);
  const yOf = (value: number) => GRID.top + plotHeight * (1 - value / scale.max);

  const bars = series.flatMap((s, seriesIndex) => (s.kind === 'bar' ? [seriesIndex] : []));
  const barWidth = Math.min(BAR_MAX_WIDTH, (band * 0.7) / Math.max(bars.length, 1) - BAR_GAP);
  const barX = (index: number, slot: number) =>
    xOf(index) - (bars.length * (barWidth + BAR_GAP) - BAR_GAP) / 2 + slot * (barWidth + BAR_GAP);
  const labelEvery = Math.ceil(MIN_LABEL_SPACING / band);

  const itemProps = (seriesIndex: number, index: number) => {
    const label = `${series[seriesIndex]!.name} ${categories[index]}: ${series[seriesIndex]!.values[index] ?? 0}`;
    if (!onPick) return { 'aria-label': label, role: 'img' };
    return {
      'aria-label': label,
      role: 'button',
      tabIndex: 0,
      style: { cursor: 'pointer' },
      onClick: () => onPick(seriesIndex, index),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') onPick(seriesIndex, index);
      },
    };
  };

  return (
    <div ref={container} className="anze-chart" style={{ height }} onMouseLeave={() => setHovered(null)}>
      <ChartLegend series={series} />
      <svg width={width} height={svgHeight} className="anze-chart-svg">
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={GRID.left}
              x2={GRID.left + plotWidth}
              y1={yOf(tick)}
              y2={yOf(tick)}
              stroke={GRID_COLOR}
            />
            <text
              x={GRID.left - 8}
              y={yOf(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fill={AXIS_COLOR}
            >
              {tick}
            </text>
          </g>
        ))}
        {categories.map((category, index) => (
          <g key={category} onMouseEnter={() => setHovered(index)}>
            <rect
              x={GRID.left + band * index}
              y={GRID.top}
              width={band}
              height={plotHeight}
              fill={hovered === index ? 'rgba(150, 150, 150, 0.1)' : 'transparent'}
            />
            {index % labelEvery === 0 && (
              <text x={xOf(index)} y={GRID.top + plotHeight + 18} textAnchor="middle" fill={AXIS_COLOR}>
                {category}
              </text>
            )}
          </g>
        ))}
        {bars.map((seriesIndex, slot) =>
          series[seriesIndex]!.values.map((value, index) => (
            <rect
              key={`${seriesIndex}-${index}`}
              x={barX(index, slot)}
              y={yOf(value)}
              width={Math.max(barWidth, 1)}
              height={Math.max(GRID.top + plotHeight - yOf(value), 0)}
              fill={seriesColor(seriesIndex)}
              onMouseEnter={() => setHovered(index)}
              {...itemProps(seriesIndex, index)}
            />
          )),
        )}
        {series.map((s, seriesIndex) =>
          s.kind === 'line' ? (
            <g key={s.name} color={seriesColor(seriesIndex)}>
              <polyline
                points={s.values.map((value, index) => `${xOf(index)},${yOf(value)}`).join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
              />
              {s.values.map((value, index) => (
                <g key={index} onMouseEnter={() => setHovered(index)} {...itemProps(seriesIndex, index)}>
                  <circle cx={xOf(index)} cy={yOf(value)} r={POINT_HIT_RADIUS} fill="transparent" />
                  <circle
                    cx={xOf(index)}
                    cy={yOf(value)}
                    r={hovered === index ? POINT_RADIUS + 1 : POINT_RADIUS}
                    fill="#fff"
                    stroke="currentColor"
                    strokeWidth={2}
                  />
                </g>
              ))}
            </g>
          ) : null,
        )}
      </svg>
      {hovered !== null && categories[hovered] !== undefined && (
        <ChartTooltip
          category={categories[hovered]}
          index={hovered}
          series={series}
          x={xOf(hovered)}
          width={width}
        />
      )}
    </div>
  );
}
