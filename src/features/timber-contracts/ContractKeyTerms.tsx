import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Contract, ContractDetail } from '../../api/generated/model';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatNok, formatVolume } from '../../domain/format';
import { contractLinesQuery } from './api';

function lineText(line: ContractDetail): string {
  const price =
    line.pricePerUnit === null || line.pricePerUnit === undefined
      ? ', pris etter prislisten'
      : ` til ${formatNok(line.pricePerUnit)} per m³`;
  return `${line.assortmentName}: ${formatVolume(line.volume)}${price}`;
}

function periodText(contract: Contract): string {
  const { wishedHarvestFrom: from, wishedHarvestTo: to } = contract;
  if (from && to) return `${formatDate(from)}–${formatDate(to)}`;
  if (from) return `Fra ${formatDate(from)}`;
  if (to) return `Til ${formatDate(to)}`;
  return 'Ikke avtalt ennå';
}

/**
 * What the owner agrees to, in words, above 'Signer avtalen' (#39): the assortments with volume and price, the
 * whole volume, and the harvest period. On a phone the PDF is a tap away; these are what a person must see
 * before signing. The PDF is the contract: this is a summary of it.
 */
export function ContractKeyTerms({ contract, accountId }: { contract: Contract; accountId: string }) {
  const lines = useQuery(contractLinesQuery(accountId, contract.contractId));
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        Avtalen i korte trekk
      </Typography>
      <QueryState query={lines} what="avtalens sortimenter" loadingText="Henter avtalens sortimenter...">
        {(data) => {
          const total = data.reduce((sum, line) => sum + line.volume, 0);
          const items: Description[] = [
            {
              term: 'Sortimenter',
              details:
                data.length === 0 ? (
                  'Ingen sortimenter er lagt inn ennå'
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {data.map((line) => (
                      <li key={line.id ?? line.assortmentName}>{lineText(line)}</li>
                    ))}
                  </Box>
                ),
            },
            ...(data.length > 1 ? [{ term: 'Volum i alt', details: formatVolume(total) }] : []),
            { term: 'Ønsket hogstperiode', details: periodText(contract) },
          ];
          return <DescriptionList items={items} />;
        }}
      </QueryState>
    </Box>
  );
}
