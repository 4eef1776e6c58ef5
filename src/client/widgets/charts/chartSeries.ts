// What the light SVG charts draw: categories along the x axis and series of values over them, and
// the colours of the series (ECharts' default palette, as the charts it replaces on the home page).
export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
}

export const SERIES_COLORS = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272'];

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;
