import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssortmentPrice, OperationType } from '../../api/generated/model';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { DescriptionList } from '../../components/DescriptionList';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QueryState } from '../../components/QueryState';
import { SORTIMENT_GUIDE, SortimentGuide, type SortimentGuideEntry } from '../../components/SortimentGuide';
import { isPrivateOperation, OPERATION_TYPES } from '../../domain/codeSets';
import { formatNok, formatVolume } from '../../domain/format';
import {
  calculatePrice,
  nokFromOre,
  parseVolume,
  type PriceAmounts,
  type PriceCalculatorInput,
} from '../../domain/priceCalculator';
import { useAccount } from '../../session/hooks';
import { pricesQuery, propertiesQuery } from './api';
import { MunicipalityField } from './MunicipalityField';
import { PATHS } from '../../paths';

/** The calculation's address: `?municipality=3411&operationType=1&sagtommerGran=120&massevirkeGran=80`. */
export const PRICE_PARAMS = { municipality: 'municipality', operationType: 'operationType' } as const;

/** The unit, the same in every language. */
const CUBIC_METRES = 'm³';

const DEFAULT_OPERATION_TYPE: OperationType = 1;

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');

const kr = (ore: number) => formatNok(nokFromOre(ore));
// eslint-disable-next-line lingui/no-unlocalized-strings -- a unit (m³), the same in every language
const perCubicMetre = (nok: number) => `${formatNok(nok)}/m³`;

/**
 * /priceCalculator ('Priskalkulator'): for a municipality (by default that of the account's first property)
 * and an operation type, the owner types an estimated volume per assortment of the sortiment guide and sees
 * the gross value from the cooperative's prices, the estimated felling and forwarding costs and the net value,
 * per assortment and in total, excl. and incl. 25 % MVA (src/domain/priceCalculator). Every input is in the
 * address, so a calculation can be bookmarked or sent.
 */
export function PriceCalculatorPage() {
  const account = useAccount();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Priskalkulator</Trans>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Regn ut omtrent hva tømmeret kan gi før du bestemmer deg for å hogge: skriv inn hvor mange
          kubikkmeter du regner med av hvert sortiment.
        </Trans>
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        <Trans>
          Resultatet er et anslag ut fra andelslagets priser og kostnader i dag. Hva du faktisk får, avhenger
          av hva som blir hogd og målt, og står i kontrakten og tømmeroppgjøret. Vil du selge tømmeret, meld
          det inn under{' '}
          <Link component={RouterLink} to={PATHS.timberRegistration}>
            Tømmerinnmelding
          </Link>
          .
        </Trans>
      </Alert>
      <PriceCalculator key={account.id} accountId={account.id} />
    </Box>
  );
}

/** The inputs as they stand in the address: empty volumes left out, the municipality kept even when empty. */
const addressOf = (values: Readonly<Record<string, string>>): string =>
  new URLSearchParams(
    Object.entries(values).filter(([name, value]) => value !== '' || name === PRICE_PARAMS.municipality),
  ).toString();

function PriceCalculator({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The inputs live here and are mirrored to the address, so quick typing never races the navigation.
  const [values, setValues] = useState<Readonly<Record<string, string>>>(() => Object.fromEntries(params));
  const properties = useQuery(propertiesQuery(accountId));
  const ownMunicipalities = [...new Set((properties.data ?? []).map((item) => item.knr))].sort();
  const askedMunicipality = values[PRICE_PARAMS.municipality];
  const municipality = askedMunicipality ?? ownMunicipalities[0] ?? '';
  const municipalityValid = /^\d{4}$/.test(municipality);
  const askedOperationType = Number(values[PRICE_PARAMS.operationType]);
  const operationType =
    OPERATION_TYPES.find((option) => option.code === askedOperationType)?.code ?? DEFAULT_OPERATION_TYPE;

  const address = addressOf(values);
  useEffect(() => {
    if (address !== params.toString()) setParams(new URLSearchParams(address), { replace: true });
  }, [address, params, setParams]);

  const update = (name: string, value: string) => {
    setValues((previous) => ({
      // The municipality the page shows, also when it came from the properties: the address is complete.
      ...(municipality === '' ? {} : { [PRICE_PARAMS.municipality]: municipality }),
      ...previous,
      [name]: value,
    }));
  };

  const waitingForDefault = askedMunicipality === undefined && properties.isPending;

  return (
    <>
      <Box component="section" aria-label={t`Kommune og driftsform`} sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <MunicipalityField
            value={municipality}
            onChange={(municipalityNumber) => {
              update(PRICE_PARAMS.municipality, municipalityNumber);
            }}
            own={ownMunicipalities}
            waiting={waitingForDefault}
          />
          <TextField
            select
            label={t`Driftsform`}
            value={String(operationType)}
            onChange={(event) => {
              update(PRICE_PARAMS.operationType, event.target.value);
            }}
            slotProps={{ select: { native: true } }}
            sx={{ width: { xs: '100%', sm: 300 } }}
          >
            {OPERATION_TYPES.map((option) => (
              <option key={option.code} value={String(option.code)}>
                {option.label}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      {waitingForDefault ? (
        <LoadingSpinner text={t`Laster eiendommene dine...`} />
      ) : municipalityValid ? (
        <Calculation
          accountId={accountId}
          municipality={municipality}
          operationType={operationType}
          values={values}
          update={update}
        />
      ) : (
        <Typography>
          <Trans>Velg kommunen der du vil hogge for å se prisene.</Trans>
        </Typography>
      )}
      <Box sx={{ mt: 4 }}>
        <SortimentGuide headingLevel={2} />
      </Box>
    </>
  );
}

interface CalculationProps {
  accountId: string;
  municipality: string;
  operationType: OperationType;
  values: Readonly<Record<string, string>>;
  update: (name: string, value: string) => void;
}

interface Row {
  entry: SortimentGuideEntry;
  price: AssortmentPrice | undefined;
  text: string;
  volume: number | null;
}

function Calculation(props: CalculationProps) {
  const { t } = useLingui();
  const prices = useQuery(pricesQuery(props.accountId, props.municipality, props.operationType));
  return (
    <QueryState query={prices} what={t`prisene`} loadingText={t`Laster priser...`}>
      {(list) => <PricedCalculation {...props} prices={list} />}
    </QueryState>
  );
}

function PricedCalculation({
  operationType,
  values,
  update,
  prices,
}: CalculationProps & { prices: AssortmentPrice[] }) {
  const { t } = useLingui();
  const volumesId = useId();
  const resultId = useId();
  const rows: Row[] = SORTIMENT_GUIDE.map((entry) => {
    const text = values[entry.id] ?? '';
    return {
      entry,
      price: prices.find((item) => sameName(item.name, entry.name)),
      text,
      volume: parseVolume(text),
    };
  });
  const priced = rows.flatMap((row): (PriceCalculatorInput & { name: string })[] =>
    row.price && row.volume !== null && row.volume > 0
      ? [
          {
            id: row.entry.id,
            name: row.entry.name,
            volume: row.volume,
            pricePerCubicMetre: row.price.pricePerCubicMetre,
            harvestingCostPerCubicMetre: row.price.harvestingCostPerCubicMetre,
            transportCostPerCubicMetre: row.price.transportCostPerCubicMetre,
          },
        ]
      : [],
  );
  const result = calculatePrice(priced);

  return (
    <>
      <Box component="section" aria-labelledby={volumesId} sx={{ mb: 4 }}>
        <Typography id={volumesId} variant="h5" component="h2" gutterBottom>
          <Trans>Volum per sortiment</Trans>
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {rows.map((row) => (
            <Box
              key={row.entry.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{row.entry.name}</Typography>
              {row.price ? (
                <PriceLine price={row.price} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  <Trans>Kjøpes ikke inn nå</Trans>
                </Typography>
              )}
              <TextField
                // eslint-disable-next-line lingui/no-unlocalized-strings -- a name and a unit (m³), no text
                label={`${row.entry.name} (m³)`}
                value={row.text}
                disabled={!row.price}
                onChange={(event) => {
                  update(row.entry.id, event.target.value);
                }}
                error={row.volume === null}
                helperText={row.volume === null ? t`Skriv et tall, for eksempel 120 eller 120,5.` : undefined}
                size="small"
                slotProps={{
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                  input: { endAdornment: <InputAdornment position="end">{CUBIC_METRES}</InputAdornment> },
                }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby={resultId}>
        <Typography id={resultId} variant="h5" component="h2" gutterBottom>
          <Trans>Beregnet verdi</Trans>
        </Typography>
        {isPrivateOperation(operationType) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Trans>
              Ved privat drift står du selv for hogst og terrengtransport. Dine egne kostnader til dette er
              ikke trukket fra.
            </Trans>
          </Alert>
        )}
        {priced.length === 0 ? (
          <Typography>
            <Trans>Skriv inn volum for minst ett sortiment for å se verdien.</Trans>
          </Typography>
        ) : (
          <>
            <TotalSummary total={result.total} />
            <ResultTable
              lines={result.lines.map((line, index) => ({ ...line, name: priced[index]?.name ?? line.id }))}
              total={result.total}
            />
          </>
        )}
      </Box>
    </>
  );
}

/** An assortment's price and cost estimates per m³. */
function PriceLine({ price }: { price: AssortmentPrice }) {
  const { t } = useLingui();
  const priceText = perCubicMetre(price.pricePerCubicMetre);
  const harvesting = perCubicMetre(price.harvestingCostPerCubicMetre ?? 0);
  const transport = perCubicMetre(price.transportCostPerCubicMetre ?? 0);
  return (
    <Typography variant="body2" color="text.secondary">
      {t`Pris ${priceText} · Hogst ${harvesting} · Terrengtransport ${transport}`}
    </Typography>
  );
}

function TotalSummary({ total }: { total: PriceAmounts & { volume: number } }) {
  const { t } = useLingui();
  return (
    <Box aria-live="polite">
      <DescriptionList
        items={[
          { term: t`Volum`, details: formatVolume(total.volume) },
          { term: t`Bruttoverdi`, details: kr(total.grossOre) },
          { term: t`Hogst`, details: `− ${kr(total.harvestingCostOre)}` },
          { term: t`Terrengtransport`, details: `− ${kr(total.transportCostOre)}` },
          { term: t`Nettoverdi eks. mva.`, details: kr(total.netOre) },
          { term: t`Mva. 25 %`, details: kr(total.mvaOre) },
          {
            term: t`Nettoverdi inkl. mva.`,
            details: <strong>{kr(total.netInclMvaOre)}</strong>,
          },
        ]}
      />
    </Box>
  );
}

const COLUMNS = [
  msg`Sortiment`,
  msg`Volum`,
  msg`Bruttoverdi`,
  msg`Hogst`,
  msg`Terrengtransport`,
  msg`Netto eks. mva.`,
  msg`Netto inkl. mva.`,
] as const;

function ResultTable({
  lines,
  total,
}: {
  lines: (PriceAmounts & { id: string; name: string; volume: number })[];
  total: PriceAmounts & { volume: number };
}) {
  const { i18n, t } = useLingui();
  const columns = COLUMNS.map((column) => i18n._(column));
  const cells = (amounts: PriceAmounts & { volume: number }) => [
    formatVolume(amounts.volume),
    kr(amounts.grossOre),
    kr(amounts.harvestingCostOre),
    kr(amounts.transportCostOre),
    kr(amounts.netOre),
    kr(amounts.netInclMvaOre),
  ];
  const label = t`Beregnet verdi per sortiment`;
  return (
    <SidewaysScroll label={label} framed>
      <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              {cells(line).map((cell, index) => (
                <TableCell key={columns[index + 1]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row">
              <Trans>Sum</Trans>
            </TableCell>
            {cells(total).map((cell, index) => (
              <TableCell key={columns[index + 1]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </SidewaysScroll>
  );
}
