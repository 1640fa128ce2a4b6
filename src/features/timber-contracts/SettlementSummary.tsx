import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/generated/model';
import { QueryState } from '../../components/QueryState';
import { settlementSummary } from '../../domain/economics';
import { formatNok, formatVolume } from '../../domain/format';
import { settlementsQuery } from './api';

export const SETTLEMENT_SUMMARY_TEXTS = {
  heading: msg`Oppgjøret i korte trekk`,
  empty: msg`Ingen oppgjør ennå. Her ser du volum, pris og sum per sortiment når tømmeret er gjort opp.`,
} as const;

/**
 * Above the measuring notes' PDFs: what the contract's settlements say in plain words, per assortment the
 * volume, the price per m³ and the sum, then the totals, as the settlement lines give them (credit notes
 * deducted, amounts without VAT). Sentences rather than a table, so a phone shows them without scrolling.
 */
export function SettlementSummary({ contract, accountId }: { contract: Contract; accountId: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const settlements = useQuery(settlementsQuery(accountId, contract.contractId));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {i18n._(SETTLEMENT_SUMMARY_TEXTS.heading)}
      </Typography>
      <QueryState
        query={settlements}
        what={t`oppgjøret`}
        loadingText={t`Henter oppgjøret...`}
        isEmpty={(list) => settlementSummary(list).rows.length === 0}
        empty={i18n._(SETTLEMENT_SUMMARY_TEXTS.empty)}
      >
        {(list) => {
          const summary = settlementSummary(list);
          const totalVolume = formatVolume(summary.volume);
          const totalAmount = formatNok(summary.amount);
          return (
            <>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
                {summary.rows.map((row) => {
                  const volume = formatVolume(row.volume);
                  const amount = formatNok(row.amount);
                  const price = row.pricePerCubicMetre === null ? null : formatNok(row.pricePerCubicMetre);
                  return (
                    <li key={row.assortmentName}>
                      <Box component="strong" sx={{ fontWeight: 700 }}>
                        {row.assortmentName}:
                      </Box>{' '}
                      {price === null ? (
                        <Trans>
                          {volume}, i alt {amount}
                        </Trans>
                      ) : (
                        <Trans>
                          {volume} til {price} per m³, i alt {amount}
                        </Trans>
                      )}
                    </li>
                  );
                })}
              </Box>
              <Typography sx={{ mt: 1.5, fontWeight: 700 }}>
                <Trans>
                  Til sammen {totalVolume} og {totalAmount}
                </Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>Beløpene er uten mva.</Trans>
                {list.some((item) => item.isCreditNote) && (
                  <>
                    {' '}
                    <Trans>Kreditnotaer er trukket fra.</Trans>
                  </>
                )}
              </Typography>
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
