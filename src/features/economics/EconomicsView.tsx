import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Document, TimberSettlement } from '../../api/generated/model';
import { CreditNoteChip } from '../../components/CreditNoteChip';
import { DocumentList } from '../../components/documents';
import { loadFailureOf } from '../../components/LoadError';
import { QueryState } from '../../components/QueryState';
import { YearSelector } from '../../components/YearSelector';
import {
  chosenYear,
  incomePerAssortment,
  incomePerYear,
  settlementsOfYear,
  totalAmount,
  yearOptions,
} from '../../domain/economics';
import { formatDate, formatNok, formatVolume, todayInOslo } from '../../domain/format';
import { ANNUAL_REPORTS, annualReportQuery, settlementReportQuery, settlementsQuery } from './api';
import { ChartFigure } from './ChartFigure';
import { SettlementExport } from './SettlementExport';

export const ECONOMICS_TEXTS = {
  year: 'Regnskapsår',
  settlements: (year: number) => `Tømmeroppgjør ${String(year)}`,
  noSettlements: (year: number) => `Ingen oppgjør for ${String(year)}`,
  creditNote: 'Kreditnota',
  charts: 'Tømmerinntekt i diagram',
  perYear: 'Tømmerinntekt per år',
  perAssortment: (year: number) => `Volum og inntekt per sortiment i ${String(year)}`,
  reports: (year: number) => `Årsrapporter for ${String(year)}`,
} as const;

/** The year parameter of the address: `?year=2025`. */
export const YEAR_PARAM = 'year';

// The value axis in whole Norwegian numbers ('150 000'): the compact notation's '150k' is English shorthand.
const axisNumber = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const formatAxisNumber = (value: number) => axisNumber.format(value);

/** The name a settlement's PDF is listed and saved under. */
export const settlementFileName = (settlement: TimberSettlement): string =>
  `${settlement.isCreditNote ? 'Kreditnota' : 'Tømmeroppgjør'} ${settlement.settlementNumber}.pdf`;

export interface EconomicsViewProps {
  /** The account the person acts for (their own, or the accountant's firm): the root of the query keys. */
  activeAccountId: string;
  /** The account whose economics are shown. */
  accountId: string;
  /** Its name, which the exported files are named after. */
  accountName: string;
}

/**
 * Økonomi for one account and one accounting year (in the address, `?year=2025`): the year's settlements
 * (credit notes marked), the charts of income per year and per assortment, and the year's annual reports.
 * Each part loads, fails (with 'Prøv igjen') and is empty on its own. Read-only, so it serves the owner and
 * the accountant alike.
 */
export function EconomicsView({ activeAccountId, accountId, accountName }: EconomicsViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The accounting year turns at midnight in Norway, whatever the device's time zone.
  const thisYear = Number(todayInOslo().slice(0, 4));
  const year = chosenYear(searchParams.get(YEAR_PARAM), thisYear);
  const settlements = useQuery(settlementsQuery(activeAccountId, accountId));
  const years = yearOptions(settlements.data ?? [], thisYear, year);
  const context = { accountId, year };

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <YearSelector
          years={years}
          value={year}
          label={ECONOMICS_TEXTS.year}
          onChange={(next) => {
            setSearchParams((previous) => {
              const params = new URLSearchParams(previous);
              params.set(YEAR_PARAM, String(next));
              return params;
            });
          }}
        />
      </Box>
      <Settlements
        settlements={settlements}
        year={year}
        activeAccountId={activeAccountId}
        accountId={accountId}
        accountName={accountName}
        context={context}
      />
      <Charts settlements={settlements} year={year} />
      <AnnualReports year={year} activeAccountId={activeAccountId} accountId={accountId} context={context} />
    </>
  );
}

interface SettlementsProps {
  settlements: UseQueryResult<TimberSettlement[]>;
  year: number;
  activeAccountId: string;
  accountId: string;
  accountName: string;
  context: Record<string, unknown>;
}

function Settlements({
  settlements,
  year,
  activeAccountId,
  accountId,
  accountName,
  context,
}: SettlementsProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const ofYear = settlements.data ? settlementsOfYear(settlements.data, year) : undefined;
  const byFileName = new Map((ofYear ?? []).map((item) => [settlementFileName(item), item]));
  const documents: Document[] | undefined = ofYear?.map((item) => ({ name: settlementFileName(item) }));

  const loadContent = async (name: string): Promise<Document> => {
    const settlement = byFileName.get(name);
    if (!settlement) throw new Error(`Fant ikke oppgjøret ${name}`);
    return queryClient.query(settlementReportQuery(activeAccountId, accountId, settlement));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {ECONOMICS_TEXTS.settlements(year)}
      </Typography>
      <DocumentList
        documents={documents}
        failure={loadFailureOf(settlements, 'tømmeroppgjørene')}
        loadContent={loadContent}
        context={context}
        emptyText={ECONOMICS_TEXTS.noSettlements(year)}
        label={ECONOMICS_TEXTS.settlements(year)}
        renderDetails={(document) => {
          const settlement = byFileName.get(document.name);
          return settlement ? <SettlementDetails settlement={settlement} /> : null;
        }}
      />
      {ofYear && ofYear.length > 0 && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          Sum {year}: {formatNok(totalAmount(ofYear))}
        </Typography>
      )}
      <SettlementExport
        settlements={settlements.data}
        failed={settlements.isError && !settlements.isFetching}
        year={year}
        accountName={accountName}
        context={context}
      />
    </Box>
  );
}

function SettlementDetails({ settlement }: { settlement: TimberSettlement }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {settlement.contractNumber ? `Kontrakt ${settlement.contractNumber} · ` : ''}
        {formatDate(settlement.date)} · {formatVolume(settlement.volume)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatNok(settlement.amount)}
      </Typography>
      {settlement.isCreditNote && (
        // Text in the body colour (an orange text would be too pale on white), the mark in the border.
        <CreditNoteChip />
      )}
    </Box>
  );
}

function Charts({ settlements, year }: { settlements: UseQueryResult<TimberSettlement[]>; year: number }) {
  const headingId = useId();
  const charts = (all: TimberSettlement[]) => {
    const perYear = incomePerYear(all);
    const perAssortment = incomePerAssortment(settlementsOfYear(all, year));
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {perYear.length === 0 ? (
          <Typography>Ingen oppgjør ennå.</Typography>
        ) : (
          <ChartFigure
            title={ECONOMICS_TEXTS.perYear}
            summary={`Søylediagram over tømmerinntekt per år, kreditnotaer trukket fra: ${perYear
              .map((item) => `${String(item.year)}: ${formatNok(item.amount)}`)
              .join(', ')}.`}
            charts={[
              {
                key: 'inntekt',
                categories: perYear.map((item) => String(item.year)),
                values: perYear.map((item) => item.amount),
                seriesLabel: 'Tømmerinntekt',
                formatValue: formatNok,
                formatAxis: formatAxisNumber,
              },
            ]}
            table={{
              columns: ['År', 'Tømmerinntekt'],
              rows: perYear.map((item) => ({
                key: String(item.year),
                cells: [String(item.year), formatNok(item.amount)],
              })),
            }}
          />
        )}
        {perAssortment.length === 0 ? (
          <Box>
            <Typography variant="h6" component="h3">
              {ECONOMICS_TEXTS.perAssortment(year)}
            </Typography>
            <Typography>{ECONOMICS_TEXTS.noSettlements(year)}</Typography>
          </Box>
        ) : (
          <ChartFigure
            title={ECONOMICS_TEXTS.perAssortment(year)}
            summary={`Liggende søylediagrammer over volum og inntekt per sortiment i ${String(year)}: ${perAssortment
              .map((item) => `${item.assortmentName} ${formatVolume(item.volume)}, ${formatNok(item.amount)}`)
              .join('; ')}.`}
            charts={[
              {
                key: 'volum',
                caption: 'Volum (m³)',
                categories: perAssortment.map((item) => item.assortmentName),
                values: perAssortment.map((item) => item.volume),
                seriesLabel: 'Volum',
                formatValue: formatVolume,
                formatAxis: formatAxisNumber,
                horizontal: true,
                color: 'neutral',
              },
              {
                key: 'inntekt',
                caption: 'Inntekt (kr)',
                categories: perAssortment.map((item) => item.assortmentName),
                values: perAssortment.map((item) => item.amount),
                seriesLabel: 'Inntekt',
                formatValue: formatNok,
                formatAxis: formatAxisNumber,
                horizontal: true,
              },
            ]}
            table={{
              columns: ['Sortiment', 'Volum', 'Inntekt'],
              rows: perAssortment.map((item) => ({
                key: item.assortmentName,
                cells: [item.assortmentName, formatVolume(item.volume), formatNok(item.amount)],
              })),
            }}
          />
        )}
      </Box>
    );
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {ECONOMICS_TEXTS.charts}
      </Typography>
      {/* The settlements' own section above offers 'Prøv igjen'; the charts only say why they are missing. */}
      <QueryState
        query={settlements}
        what="tømmeroppgjørene"
        loadingText="Laster diagrammer..."
        error={() => <Typography>Diagrammene vises når tømmeroppgjørene er hentet.</Typography>}
      >
        {charts}
      </QueryState>
    </Box>
  );
}

interface AnnualReportsProps {
  year: number;
  activeAccountId: string;
  accountId: string;
  context: Record<string, unknown>;
}

function AnnualReports({ year, activeAccountId, accountId, context }: AnnualReportsProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {ECONOMICS_TEXTS.reports(year)}
      </Typography>
      {ANNUAL_REPORTS.map((report) => (
        <AnnualReport
          key={report.kind}
          report={report}
          year={year}
          activeAccountId={activeAccountId}
          accountId={accountId}
          context={context}
        />
      ))}
    </Box>
  );
}

function AnnualReport({
  report,
  year,
  activeAccountId,
  accountId,
  context,
}: AnnualReportsProps & { report: (typeof ANNUAL_REPORTS)[number] }) {
  const queryClient = useQueryClient();
  const options = annualReportQuery(activeAccountId, accountId, report, year);
  const found = useQuery(options);
  const documents: Document[] | undefined =
    found.data === undefined
      ? undefined
      : found.data === null
        ? []
        : [{ name: found.data.name, createdDate: found.data.createdDate ?? null }];
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {report.title}
      </Typography>
      <DocumentList
        documents={documents}
        failure={loadFailureOf(found, `${report.title.toLowerCase()} for ${String(year)}`)}
        loadContent={async () => {
          const content = await queryClient.query(options);
          if (!content) throw new Error(`${report.title} ${String(year)} finnes ikke lenger`);
          return content;
        }}
        context={{ ...context, report: report.kind }}
        label={`${report.title} ${String(year)}`}
      />
    </Box>
  );
}
