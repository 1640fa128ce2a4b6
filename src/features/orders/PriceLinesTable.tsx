import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNok, formatNumber } from '../../domain/format';

export interface PricedLine {
  key: string;
  label: ReactNode;
  quantity: number;
  /** NOK per unit excl. MVA; null while the cooperative has not priced the line. */
  unitPrice: number | null;
}

/**
 * Lines with quantity, unit price and sum, and the total, in two columns so it fits a 360 px phone: the
 * quantity and unit price stand under each line's name.
 */
export function PriceLinesTable({ caption, lines }: { caption: string; lines: PricedLine[] }) {
  const { t } = useLingui();
  const priced = lines.every((line) => line.unitPrice !== null);
  const total = lines.reduce((sum, line) => sum + line.quantity * (line.unitPrice ?? 0), 0);
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& th, & td': { py: 0.75, px: 0.5, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
        '& th:last-of-type, & td:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
        '& tfoot td': { fontWeight: 700, borderBottom: 0 },
      }}
    >
      <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Beskrivelse</Trans>
          </th>
          <th scope="col">
            {/* A line's amount (quantity × price), not the total below: «Amount» in English. */}
            <Trans context="price line">Sum</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>
              {line.label}
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {formatNumber(line.quantity)} ×{' '}
                {line.unitPrice === null ? t`ikke priset` : formatNok(line.unitPrice)}
              </Typography>
            </td>
            <td>{line.unitPrice === null ? '–' : formatNok(line.quantity * line.unitPrice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>
            <Trans>Totalt</Trans>
          </td>
          <td>{priced ? formatNok(total) : t`Prises av andelslaget`}</td>
        </tr>
      </tfoot>
    </Box>
  );
}
