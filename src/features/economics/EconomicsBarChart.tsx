import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';

/**
 * One bar chart of Økonomi, drawn with @mui/x-charts. This module is the only one that imports the chart
 * library, and ChartFigure loads it lazily: the library is in no chunk but this one, fetched only when a
 * chart is shown.
 */
export interface EconomicsBarChartProps {
  categories: readonly string[];
  values: readonly number[];
  /** What the bars measure, e.g. 'Inntekt'. */
  seriesLabel: string;
  /** A value as the tooltip shows it (e.g. formatNok). */
  formatValue: (value: number) => string;
  /** A value as the value axis shows it (short). */
  formatAxis: (value: number) => string;
  /** Bars along the x axis (true): for long category names on a narrow screen. */
  horizontal?: boolean;
  /** The theme's green, or a dark grey for a second measure beside it (orange is for deadlines and warnings). */
  color?: 'primary' | 'neutral';
  height?: number;
}

export default function EconomicsBarChart({
  categories,
  values,
  seriesLabel,
  formatValue,
  formatAxis,
  horizontal = false,
  color = 'primary',
  height = 260,
}: EconomicsBarChartProps) {
  const theme = useTheme();
  // Few bars stay bars, not walls: more room between them the fewer there are.
  const band = {
    scaleType: 'band' as const,
    data: [...categories],
    categoryGapRatio: categories.length < 3 ? 0.5 : 0.3,
  };
  const value = { valueFormatter: (item: number) => formatAxis(item) };
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      hideLegend
      series={[
        {
          data: [...values],
          label: seriesLabel,
          color: color === 'primary' ? theme.palette.primary.main : theme.palette.grey[700],
          valueFormatter: (item) => (item === null ? '' : formatValue(item)),
        },
      ]}
      xAxis={[horizontal ? value : band]}
      yAxis={[horizontal ? { ...band, width: 110 } : { ...value, width: 76 }]}
      grid={horizontal ? { vertical: true } : { horizontal: true }}
      // Room for the last value label ('120 000') centred on the axis's end.
      margin={{ right: horizontal ? 32 : 16 }}
    />
  );
}
