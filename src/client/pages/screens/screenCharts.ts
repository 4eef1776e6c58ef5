// ECharts options of the screens in the dark theme: light text and faint axes on the dark stage.
// Only bar and line charts, which the shared lazy chart chunk (monitor/EChartCore) registers.
import type { ScreenGroup } from '../../../shared/screens';

export const SCREEN_COLOURS = {
  text: '#B8D3F1',
  axis: 'rgba(120, 170, 230, 0.35)',
  split: 'rgba(120, 170, 230, 0.12)',
  primary: '#2DD4FF',
  secondary: '#3DE08C',
  warning: '#FFB020',
  danger: '#FF5A5A',
} as const;

const textStyle = { color: SCREEN_COLOURS.text, fontSize: 14 };
const axisLine = { lineStyle: { color: SCREEN_COLOURS.axis } };
const splitLine = { lineStyle: { color: SCREEN_COLOURS.split } };

function base() {
  return {
    backgroundColor: 'transparent',
    textStyle,
    tooltip: { trigger: 'axis' },
    legend: { textStyle, top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 36 },
  };
}

export interface LineSeries {
  name: string;
  /** null: no figure for the month (drawn as a gap). */
  values: (number | null)[];
  colour: string;
  type?: 'line' | 'bar';
  /** Drawn against a second y axis on the right (another unit, e.g. 万元 beside counts). */
  right?: boolean;
}

/** Months along the x axis, one line (or bar) per series. */
export function monthlyOption(months: string[], series: LineSeries[]) {
  return {
    ...base(),
    xAxis: { type: 'category', data: months, axisLine, axisLabel: textStyle },
    yAxis: [
      { type: 'value', minInterval: 1, axisLine, splitLine, axisLabel: textStyle },
      ...(series.some((s) => s.right)
        ? [{ type: 'value', axisLine, splitLine: { show: false }, axisLabel: textStyle }]
        : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'line',
      yAxisIndex: s.right ? 1 : 0,
      smooth: true,
      data: s.values,
      itemStyle: { color: s.colour },
      ...(s.type === 'bar' ? { barMaxWidth: 18 } : { areaStyle: { opacity: 0.15 } }),
    })),
  };
}

/** The four risk colours (nl_risk_level 1 重大 … 4 低) as the enterprises' risk is shown. */
export const RISK_COLOURS: Record<string, string> = {
  '1': '#FF4D4F',
  '2': '#FF9F1C',
  '3': '#FADB14',
  '4': '#1E90FF',
};

/**
 * Groups as bars, vertical by default or horizontal (a funnel's steps top to bottom, long labels);
 * `colours` gives a group its own colour by code.
 */
export function groupBarOption(
  groups: ScreenGroup[],
  colour: string,
  horizontal = false,
  colours: Record<string, string> = {},
) {
  const category = {
    type: 'category',
    data: groups.map((g) => g.label),
    axisLine,
    axisLabel: { ...textStyle, interval: 0 },
    ...(horizontal ? { inverse: true } : {}),
  };
  const value = { type: 'value', minInterval: 1, axisLine, splitLine, axisLabel: textStyle };
  return {
    ...base(),
    grid: { left: horizontal ? 110 : 48, right: 32, top: 16, bottom: 36 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: [
      {
        type: 'bar',
        data: groups.map((g) => ({ value: g.value, itemStyle: { color: colours[g.code] ?? colour } })),
        barMaxWidth: 22,
        itemStyle: { color: colour, borderRadius: 3 },
        label: { show: true, position: horizontal ? 'right' : 'top', color: SCREEN_COLOURS.text },
      },
    ],
  };
}

/** Room under the x axis for labels of two lines (a weekday over its date). */
const TWO_LINE_BOTTOM = 52;

/** Two figures per category stacked (open and closed hazards per district). */
export function stackedOption(labels: string[], series: LineSeries[]) {
  const twoLines = labels.some((label) => label.includes('\n'));
  return {
    ...base(),
    ...(twoLines ? { grid: { ...base().grid, bottom: TWO_LINE_BOTTOM } } : {}),
    xAxis: { type: 'category', data: labels, axisLine, axisLabel: { ...textStyle, interval: 0 } },
    yAxis: { type: 'value', minInterval: 1, axisLine, splitLine, axisLabel: textStyle },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      stack: 'total',
      data: s.values,
      barMaxWidth: 26,
      itemStyle: { color: s.colour },
    })),
  };
}
