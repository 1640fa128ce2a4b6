import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract, MapElement, Property, PropertyLocation } from '../../api/generated/model';
import { LoadError, loadFailureOf, type LoadFailure } from '../../components/LoadError';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DESKTOP_MEDIA, OWN_LINE_TARGET_SX } from '../../components/breakpoints';
import { stackedTableSx, TABLE_ROLES } from '../../components/stackedTable';
// The widget alone: leaflet comes when the map is drawn.
import { ForestMap } from '../../components/map/ForestMap';
import type { ForestMapArea, ForestMapOutline } from '../../components/map/types';
import { contractRoute, isShownByDefault } from '../../domain/contractRules';
import { areaInDecares, formatDecares } from '../../domain/harvestArea';
import { useAccount, useAccountPermissions } from '../../session/hooks';
import { contractListQuery, harvestAreaQuery, propertiesQuery, propertyLocationsQuery } from './api';
import {
  FOREST_PHASE_LABELS,
  FOREST_PHASES,
  forestPhaseOf,
  OUTLINE_COLOUR,
  PHASE_STYLES,
  type ForestPhase,
} from './phaseStyles';

const propertyTitle = (property: Property): string =>
  property.name ? `${property.name} (${property.propertyNumber})` : property.propertyNumber;

const sameProperty = (location: PropertyLocation, property: Property): boolean =>
  location.propertyId === property.id ||
  (location.knr === property.knr && location.gnr === property.gnr && location.bnr === property.bnr);

/** The contract's property among the account's: by id, else by the name the contract carries. */
const propertyOf = (contract: Contract, properties: readonly Property[]): Property | undefined =>
  properties.find((property) => contract.propertyId && property.id === contract.propertyId) ??
  properties.find((property) => contract.propertyName && property.name === contract.propertyName);

const harvestAreaDecares = (elements: readonly MapElement[]): number | null => {
  const polygons = elements.filter((element) => element.geometryType === 'Polygon');
  return polygons.length === 0
    ? null
    : polygons.reduce((sum, polygon) => sum + areaInDecares(polygon.coordinates), 0);
};

/** What the table says about a contract's harvest area. */
type AreaState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'drawn'; elements: MapElement[] };

interface ContractRow {
  contract: Contract;
  property: Property | undefined;
  phase: ForestPhase;
  nextStep: string | MessageDescriptor;
  area: AreaState;
}

/** The phase's line and fill, as the map draws it, for the legend and the table (decoration: the text says it). */
function PhaseSwatch({ phase }: { phase: ForestPhase }) {
  const { colour, dash } = PHASE_STYLES[phase];
  return (
    <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="2"
        width="24"
        height="12"
        fill={colour}
        fillOpacity={0.3}
        stroke={colour}
        strokeWidth={3}
        strokeDasharray={dash ?? undefined}
      />
    </svg>
  );
}

function Legend({ phases }: { phases: readonly ForestPhase[] }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        <Trans>Tegnforklaring</Trans>
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
            <rect x="2" y="2" width="24" height="12" fill="none" stroke={OUTLINE_COLOUR} strokeWidth={2} />
          </svg>
          <Trans>Eiendomsgrense</Trans>
        </Box>
        {phases.map((phase) => (
          <Box component="li" key={phase} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PhaseSwatch phase={phase} />
            {i18n._(FOREST_PHASE_LABELS[phase])}
          </Box>
        ))}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
            <rect x="7" y="1" width="14" height="14" rx="2" fill="#424242" stroke="#ffffff" strokeWidth={2} />
          </svg>
          <Trans>Velteplass (i kontraktens farge)</Trans>
        </Box>
      </Box>
    </Box>
  );
}

function areaText(area: AreaState, i18n: I18n): string {
  switch (area.kind) {
    case 'loading':
      return i18n._(msg`Henter ...`);
    case 'failed':
      return i18n._(msg`Kunne ikke hentes`);
    case 'drawn': {
      const decares = harvestAreaDecares(area.elements);
      return decares === null ? i18n._(msg`Ikke tegnet i kart`) : formatDecares(decares);
    }
  }
}

function ForestTable({
  properties,
  rows,
  labelledBy,
}: {
  properties: readonly Property[];
  rows: readonly ContractRow[];
  labelledBy: string;
}) {
  const { t, i18n } = useLingui();
  // The column names, also each cell's label when the table is a card per row on a phone (stackedTable.ts).
  const columns = {
    property: t`Eiendom`,
    contract: t`Kontrakt`,
    status: t`Status`,
    area: t`Areal`,
    nextStep: t`Neste steg`,
  };
  const openContract = (contractNumber: string) => t`Åpne kontrakt ${contractNumber}`;
  const contractCells = (row: ContractRow) => (
    <>
      <TableCell role={TABLE_ROLES.cell} data-label={columns.contract}>
        <Link
          component={RouterLink}
          to={contractRoute(row.contract.contractId)}
          aria-label={openContract(row.contract.contractNumber)}
          sx={OWN_LINE_TARGET_SX}
        >
          {row.contract.contractNumber}
        </Link>
      </TableCell>
      <TableCell role={TABLE_ROLES.cell} data-label={columns.status}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <PhaseSwatch phase={row.phase} />
          {i18n._(FOREST_PHASE_LABELS[row.phase])}
        </Box>
      </TableCell>
      <TableCell
        role={TABLE_ROLES.cell}
        data-label={columns.area}
        align="right"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {areaText(row.area, i18n)}
      </TableCell>
      <TableCell role={TABLE_ROLES.cell} data-label={columns.nextStep}>
        {typeof row.nextStep === 'string' ? row.nextStep : i18n._(row.nextStep)}
      </TableCell>
    </>
  );
  const unplaced = rows.filter((row) => row.property === undefined);
  return (
    // A table on a desktop, a card per row on a phone (stackedTable.ts).
    <Box sx={{ [DESKTOP_MEDIA]: { border: 1, borderColor: 'divider', borderRadius: 1 } }}>
      <Table size="small" role={TABLE_ROLES.table} aria-labelledby={labelledBy} sx={stackedTableSx}>
        <TableHead role={TABLE_ROLES.rowgroup}>
          <TableRow role={TABLE_ROLES.row}>
            <TableCell component="th" scope="col" role={TABLE_ROLES.columnheader}>
              {columns.property}
            </TableCell>
            <TableCell component="th" scope="col" role={TABLE_ROLES.columnheader}>
              {columns.contract}
            </TableCell>
            <TableCell component="th" scope="col" role={TABLE_ROLES.columnheader}>
              {columns.status}
            </TableCell>
            <TableCell component="th" scope="col" role={TABLE_ROLES.columnheader} align="right">
              {columns.area}
            </TableCell>
            <TableCell component="th" scope="col" role={TABLE_ROLES.columnheader}>
              {columns.nextStep}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody role={TABLE_ROLES.rowgroup}>
          {properties.flatMap((property) => {
            const own = rows.filter((row) => row.property?.id === property.id);
            const name = (
              <TableCell component="th" scope="row" role={TABLE_ROLES.rowheader}>
                {propertyTitle(property)}
              </TableCell>
            );
            if (own.length === 0) {
              return [
                <TableRow key={property.id} role={TABLE_ROLES.row}>
                  {name}
                  <TableCell role={TABLE_ROLES.cell} colSpan={4}>
                    <Trans>Ingen aktive kontrakter</Trans>
                  </TableCell>
                </TableRow>,
              ];
            }
            return own.map((row) => (
              <TableRow key={row.contract.contractId} role={TABLE_ROLES.row}>
                {name}
                {contractCells(row)}
              </TableRow>
            ));
          })}
          {unplaced.map((row) => (
            <TableRow key={row.contract.contractId} role={TABLE_ROLES.row}>
              <TableCell component="th" scope="row" role={TABLE_ROLES.rowheader}>
                {row.contract.propertyName ?? t`Ukjent eiendom`}
              </TableCell>
              {contractCells(row)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * /myForest, 'Min skog' (issue #28): the active account's properties (outlines), and the harvest areas and
 * landing points of its contracts and timber registrations, on one map coloured by the contract's phase, with
 * a legend; beside it the same as a table, for the keyboard, screen readers and anyone who would rather read.
 * An area on the map and a contract in the table open the contract in the contract list.
 */
export function MyForestPage() {
  const { t, i18n } = useLingui();
  const accountId = useAccount().id;
  const { may } = useAccountPermissions();
  const navigate = useNavigate();
  const mapHeadingId = useId();
  const mapCaptionId = useId();
  const tableHeadingId = useId();

  const properties = useQuery(propertiesQuery(accountId));
  const contracts = useQuery(contractListQuery(accountId));
  const locations = useQuery(propertyLocationsQuery(accountId));
  // What the contract list shows by default: active contracts and registrations, not drafts or withdrawn ones.
  const shown = (contracts.data ?? []).filter(isShownByDefault);
  const harvestAreas = useQueries({
    queries: shown.map((contract) => harvestAreaQuery(accountId, contract.contractId)),
  });

  const heading = (
    <Typography variant="h4" component="h1" gutterBottom>
      <Trans>Min skog</Trans>
    </Typography>
  );
  const failures = [
    loadFailureOf(properties, t`eiendommene`),
    loadFailureOf(contracts, t`kontraktene`),
  ].filter((failure): failure is LoadFailure => failure !== undefined);
  if (failures.length > 0) {
    return (
      <>
        {heading}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {failures.map((failure) => (
            <LoadError key={failure.what} {...failure} />
          ))}
        </Box>
      </>
    );
  }
  if (properties.data === undefined || contracts.data === undefined) {
    return (
      <>
        {heading}
        <LoadingSpinner text={t`Henter eiendommene og kontraktene ...`} />
      </>
    );
  }
  if (properties.data.length === 0 && shown.length === 0) {
    return (
      <>
        {heading}
        <Typography>
          <Trans>Du har ingen eiendommer eller tømmerkontrakter på denne kontoen.</Trans>
        </Typography>
      </>
    );
  }

  const rows: ContractRow[] = shown.map((contract, index) => {
    const query = harvestAreas[index];
    const area: AreaState =
      query?.data !== undefined
        ? { kind: 'drawn', elements: query.data }
        : query?.isError && !query.isFetching
          ? { kind: 'failed' }
          : { kind: 'loading' };
    return {
      contract,
      property: propertyOf(contract, properties.data),
      ...forestPhaseOf(contract, may),
      area,
    };
  });
  const failedAreas = harvestAreas.filter((query) => query.isError && !query.isFetching);
  const areasFailure: LoadFailure | undefined =
    failedAreas.length > 0
      ? {
          what:
            failedAreas.length === 1 ? t`hogstfeltet til én kontrakt` : t`hogstfeltene til noen kontrakter`,
          onRetry: () => {
            for (const query of failedAreas) void query.refetch();
          },
        }
      : undefined;
  const locationsFailure = loadFailureOf(locations, t`eiendomsgrensene`);

  const outlines: ForestMapOutline[] = properties.data.flatMap((property) => {
    const location = locations.data?.find((candidate) => sameProperty(candidate, property));
    const ring = location?.outline ?? [];
    return ring.length >= 3 ? [{ id: property.id, ring }] : [];
  });
  const drawn = rows.filter(
    (row): row is ContractRow & { area: { kind: 'drawn' } } =>
      row.area.kind === 'drawn' && row.area.elements.length > 0,
  );
  const areaName = (contractNumber: string, phase: ForestPhase) => {
    const phaseName = i18n._(FOREST_PHASE_LABELS[phase]);
    return t`Kontrakt ${contractNumber}: ${phaseName}`;
  };
  const areas: ForestMapArea[] = drawn.map(({ contract, phase, area }) => ({
    id: contract.contractId,
    name: areaName(contract.contractNumber, phase),
    ...PHASE_STYLES[phase],
    elements: area.elements,
    onSelect: () => {
      void navigate(contractRoute(contract.contractId));
    },
  }));
  const phases = FOREST_PHASES.filter((phase) => rows.some((row) => row.phase === phase));
  // The map's view is fitted once, when it is made: it waits for the outlines and areas.
  const mapPending = locations.isPending || rows.some((row) => row.area.kind === 'loading');
  const outlineCount = outlines.length;
  const areaCount = areas.length;

  return (
    <>
      {heading}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={mapHeadingId}>
          <Typography id={mapHeadingId} variant="h5" component="h2" gutterBottom>
            <Trans>Kart</Trans>
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
            {locationsFailure && <LoadError {...locationsFailure} />}
            {areasFailure && <LoadError {...areasFailure} />}
          </Box>
          {mapPending ? (
            <LoadingSpinner text={t`Henter kartet ...`} />
          ) : (
            <ForestMap
              key={`${String(outlines.length)}-${areas.map((area) => area.id).join(',')}`}
              label={t`Kart over eiendommene og hogstfeltene`}
              describedBy={mapCaptionId}
              outlines={outlines}
              areas={areas}
            />
          )}
          <Typography id={mapCaptionId} variant="body2" sx={{ mt: 1 }}>
            {t`Kartet viser ${plural(outlineCount, { one: '# eiendom', other: '# eiendommer' })} og hogstfeltene til ${plural(areaCount, { one: '# kontrakt', other: '# kontrakter' })}. Trykk på et hogstfelt for å åpne kontrakten. Tabellen har det samme som tekst.`}
          </Typography>
          <Legend phases={phases} />
        </Box>
        <Box component="section" aria-labelledby={tableHeadingId}>
          <Typography id={tableHeadingId} variant="h5" component="h2" gutterBottom>
            <Trans>Eiendommer og kontrakter</Trans>
          </Typography>
          <ForestTable properties={properties.data} rows={rows} labelledBy={tableHeadingId} />
        </Box>
      </Box>
    </>
  );
}
