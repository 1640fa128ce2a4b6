import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import type { EconomicsBarChartProps } from './EconomicsBarChart';

/** The chart library is fetched only when a chart is first drawn (see EconomicsBarChart). */
const EconomicsBarChart = lazy(() => import('./EconomicsBarChart'));

export interface FigureTable {
  /** Column headings; the first column names the row (a year, an assortment). */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

export interface ChartFigureProps {
  /** Heading of the figure (level 3). */
  title: string;
  /** What the chart shows in words, with its numbers: the figure's description for everyone. */
  summary: string;
  charts: readonly (EconomicsBarChartProps & { key: string; caption?: string })[];
  /** The same numbers as the charts, shown instead of them with 'Vis som tabell'. */
  table: FigureTable;
}

/**
 * A chart with its words and its table: a heading, a summary that describes it (the figure's accessible
 * description), the chart itself as one image named by the summary, and 'Vis som tabell' (a toggle button)
 * to see the same numbers as a table. Should the chart's code fail to load, the table is shown instead.
 */
export function ChartFigure({ title, summary, charts, table }: ChartFigureProps) {
  const { t } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const tableView = <FigureTableView title={title} table={table} />;
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ flex: '1 1 12rem' }}>
          {title}
        </Typography>
        <Button
          size="small"
          variant={showTable ? 'contained' : 'outlined'}
          aria-pressed={showTable}
          startIcon={<TableChartOutlinedIcon aria-hidden="true" />}
          onClick={() => {
            setShowTable((shown) => !shown);
          }}
        >
          <Trans>Vis som tabell</Trans>
        </Button>
      </Box>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {showTable ? (
        tableView
      ) : (
        <ChartErrorBoundary fallback={tableView}>
          <Suspense fallback={<LoadingSpinner text={t`Laster diagram...`} />}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: `repeat(${String(charts.length)}, 1fr)` },
              }}
            >
              {charts.map(({ key, caption, ...chart }) => (
                <Box key={key} sx={{ minWidth: 0 }}>
                  {caption && (
                    <Typography variant="subtitle2" component="p" aria-hidden="true">
                      {caption}
                    </Typography>
                  )}
                  {/* One image for assistive technology, named by the summary; the numbers are in the table. */}
                  <Box role="img" aria-label={caption ? `${caption}: ${summary}` : summary}>
                    <EconomicsBarChart {...chart} />
                  </Box>
                </Box>
              ))}
            </Box>
          </Suspense>
        </ChartErrorBoundary>
      )}
    </Box>
  );
}

function FigureTableView({ title, table }: { title: string; table: FigureTable }) {
  const { t } = useLingui();
  return (
    <SidewaysScroll label={t`${title} som tabell`}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={column} scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={table.columns[index]} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={table.columns[index]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SidewaysScroll>
  );
}

/** Shows `fallback` (the table) when the chart cannot be drawn, e.g. its code failed to load. */
class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
