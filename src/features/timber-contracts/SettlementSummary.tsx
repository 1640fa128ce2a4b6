import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Contract } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { settlementSummary } from '../../domain/economics';
import { formatNok, formatVolume } from '../../domain/format';
import { settlementsQuery } from './api';

export const SETTLEMENT_SUMMARY_TEXTS = {
  heading: 'Oppgjøret i korte trekk',
  empty: 'Ingen oppgjør ennå. Her ser du volum, pris og sum per sortiment når tømmeret er gjort opp.',
} as const;

/**
 * Above the measuring notes' PDFs: what the contract's settlements say in plain words, per assortment the
 * volume, the price per m³ and the sum, then the totals, as the settlement lines give them (credit notes
 * deducted, amounts without VAT). Sentences rather than a table, so a phone shows them without scrolling.
 */
export function SettlementSummary({ contract, accountId }: { contract: Contract; accountId: string }) {
  const headingId = useId();
  const settlements = useQuery(settlementsQuery(accountId, contract.contractId));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {SETTLEMENT_SUMMARY_TEXTS.heading}
      </Typography>
      <QueryState
        query={settlements}
        what="oppgjøret"
        loadingText="Henter oppgjøret..."
        isEmpty={(list) => settlementSummary(list).rows.length === 0}
        empty={SETTLEMENT_SUMMARY_TEXTS.empty}
      >
        {(list) => {
          const summary = settlementSummary(list);
          return (
            <>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
                {summary.rows.map((row) => (
                  <li key={row.assortmentName}>
                    <Box component="strong" sx={{ fontWeight: 700 }}>
                      {row.assortmentName}:
                    </Box>{' '}
                    {formatVolume(row.volume)}
                    {row.pricePerCubicMetre !== null && ` til ${formatNok(row.pricePerCubicMetre)} per m³`}, i
                    alt {formatNok(row.amount)}
                  </li>
                ))}
              </Box>
              <Typography sx={{ mt: 1.5, fontWeight: 700 }}>
                Til sammen {formatVolume(summary.volume)} og {formatNok(summary.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Beløpene er uten mva.
                {list.some((item) => item.isCreditNote) && ' Kreditnotaer er trukket fra.'}
              </Typography>
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
