import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract, ContractDetail } from '../../api/generated/model';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatNok, formatVolume } from '../../domain/format';
import { contractLinesQuery } from './api';

function lineText(line: ContractDetail, i18n: I18n): string {
  const { assortmentName } = line;
  const volume = formatVolume(line.volume);
  if (line.pricePerUnit === null || line.pricePerUnit === undefined) {
    return i18n._(msg`${assortmentName}: ${volume}, pris etter prislisten`);
  }
  const price = formatNok(line.pricePerUnit);
  return i18n._(msg`${assortmentName}: ${volume} til ${price} per m³`);
}

function periodText(contract: Contract, i18n: I18n): string {
  const { wishedHarvestFrom: from, wishedHarvestTo: to } = contract;
  const fromDate = formatDate(from);
  const toDate = formatDate(to);
  if (from && to) return `${fromDate}–${toDate}`;
  if (from) return i18n._(msg`Fra ${fromDate}`);
  if (to) return i18n._(msg`Til ${toDate}`);
  return i18n._(msg`Ikke avtalt ennå`);
}

/**
 * What the owner agrees to, in words, above 'Signer avtalen' (#39): the assortments with volume and price, the
 * whole volume, and the harvest period. On a phone the PDF is a tap away; these are what a person must see
 * before signing. The PDF is the contract: this is a summary of it.
 */
export function ContractKeyTerms({ contract, accountId }: { contract: Contract; accountId: string }) {
  const { t, i18n } = useLingui();
  const lines = useQuery(contractLinesQuery(accountId, contract.contractId));
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        <Trans>Avtalen i korte trekk</Trans>
      </Typography>
      <QueryState
        query={lines}
        what={t`avtalens sortimenter`}
        loadingText={t`Henter avtalens sortimenter...`}
      >
        {(data) => {
          const total = data.reduce((sum, line) => sum + line.volume, 0);
          const items: Description[] = [
            {
              term: t`Sortimenter`,
              details:
                data.length === 0 ? (
                  t`Ingen sortimenter er lagt inn ennå`
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {data.map((line) => (
                      <li key={line.id ?? line.assortmentName}>{lineText(line, i18n)}</li>
                    ))}
                  </Box>
                ),
            },
            ...(data.length > 1 ? [{ term: t`Volum i alt`, details: formatVolume(total) }] : []),
            { term: t`Ønsket hogstperiode`, details: periodText(contract, i18n) },
          ];
          return <DescriptionList items={items} />;
        }}
      </QueryState>
    </Box>
  );
}
