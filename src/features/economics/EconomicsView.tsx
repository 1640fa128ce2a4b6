import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The year parameter of the address: `?year=2025`. */
export const YEAR_PARAM = 'year';

// The value axis in whole numbers with the language's separators ('150 000', '150,000'): the compact notation's
// '150k' is English shorthand.
const AXIS_NUMBERS = {
  nb: new Intl.NumberFormat('nb', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-gb', { maximumFractionDigits: 0 }),
};
const axisNumberFormatter = (locale: string) => {
  const numbers = locale === 'en' ? AXIS_NUMBERS.en : AXIS_NUMBERS.nb;
  return (value: number) => numbers.format(value);
};

/** The name a settlement's PDF is listed and saved under, in the active language. */
const settlementFileName = (settlement: TimberSettlement, i18n: I18n): string => {
  const number = settlement.settlementNumber;
  return i18n._(settlement.isCreditNote ? msg`Kreditnota ${number}.pdf` : msg`Tømmeroppgjør ${number}.pdf`);
};

/** Year headings' texts, with the year as it reads ('2025', never '2,025'). */
const yearTexts = (year: number) => {
  const yearText = String(year);
  return {
    settlements: msg`Tømmeroppgjør ${yearText}`,
    noSettlements: msg`Ingen oppgjør for ${yearText}`,
    perAssortment: msg`Volum og inntekt per sortiment i ${yearText}`,
  };
};

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
  const { t } = useLingui();
  const settlements = useQuery(settlementsQuery(activeAccountId, accountId));
  const years = yearOptions(settlements.data ?? [], thisYear, year);
  const context = { accountId, year };

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <YearSelector
          years={years}
          value={year}
          label={t`Regnskapsår`}
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
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const texts = yearTexts(year);
  const ofYear = settlements.data ? settlementsOfYear(settlements.data, year) : undefined;
  const byFileName = new Map((ofYear ?? []).map((item) => [settlementFileName(item, i18n), item]));
  const documents: Document[] | undefined = ofYear?.map((item) => ({ name: settlementFileName(item, i18n) }));
  const total = ofYear && ofYear.length > 0 ? formatNok(totalAmount(ofYear)) : null;
  const yearText = String(year);

  const loadContent = async (name: string): Promise<Document> => {
    const settlement = byFileName.get(name);
    if (!settlement) throw new Error(`Fant ikke oppgjøret ${name}`);
    return queryClient.query(settlementReportQuery(activeAccountId, accountId, settlement));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {i18n._(texts.settlements)}
      </Typography>
      <DocumentList
        documents={documents}
        failure={loadFailureOf(settlements, t`tømmeroppgjørene`)}
        loadContent={loadContent}
        context={context}
        emptyText={i18n._(texts.noSettlements)}
        label={i18n._(texts.settlements)}
        renderDetails={(document) => {
          const settlement = byFileName.get(document.name);
          return settlement ? <SettlementDetails settlement={settlement} /> : null;
        }}
      />
      {total !== null && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          <Trans>
            Sum {yearText}: {total}
          </Trans>
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
  // With useLingui, dates, volumes and amounts are drawn again in the new language's format when it changes.
  const { t } = useLingui();
  const { contractNumber } = settlement;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {contractNumber ? `${t`Kontrakt ${contractNumber}`} · ` : ''}
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
  const { i18n, t } = useLingui();
  const headingId = useId();
  const texts = yearTexts(year);
  const yearText = String(year);
  const formatAxisNumber = axisNumberFormatter(i18n.locale);
  const charts = (all: TimberSettlement[]) => {
    const perYear = incomePerYear(all);
    const perAssortment = incomePerAssortment(settlementsOfYear(all, year));
    const yearAmounts = perYear.map((item) => `${String(item.year)}: ${formatNok(item.amount)}`).join(', ');
    const assortmentAmounts = perAssortment
      .map((item) => `${item.assortmentName} ${formatVolume(item.volume)}, ${formatNok(item.amount)}`)
      .join('; ');
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {perYear.length === 0 ? (
          <Typography>
            <Trans>Ingen oppgjør ennå.</Trans>
          </Typography>
        ) : (
          <ChartFigure
            title={t`Tømmerinntekt per år`}
            summary={t`Søylediagram over tømmerinntekt per år, kreditnotaer trukket fra: ${yearAmounts}.`}
            charts={[
              {
                key: 'inntekt',
                categories: perYear.map((item) => String(item.year)),
                values: perYear.map((item) => item.amount),
                seriesLabel: t`Tømmerinntekt`,
                formatValue: formatNok,
                formatAxis: formatAxisNumber,
              },
            ]}
            table={{
              columns: [t`År`, t`Tømmerinntekt`],
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
              {i18n._(texts.perAssortment)}
            </Typography>
            <Typography>{i18n._(texts.noSettlements)}</Typography>
          </Box>
        ) : (
          <ChartFigure
            title={i18n._(texts.perAssortment)}
            summary={t`Liggende søylediagrammer over volum og inntekt per sortiment i ${yearText}: ${assortmentAmounts}.`}
            charts={[
              {
                key: 'volum',
                caption: t`Volum (m³)`,
                categories: perAssortment.map((item) => item.assortmentName),
                values: perAssortment.map((item) => item.volume),
                seriesLabel: t`Volum`,
                formatValue: formatVolume,
                formatAxis: formatAxisNumber,
                horizontal: true,
                color: 'neutral',
              },
              {
                key: 'inntekt',
                caption: t`Inntekt (kr)`,
                categories: perAssortment.map((item) => item.assortmentName),
                values: perAssortment.map((item) => item.amount),
                seriesLabel: t`Inntekt`,
                formatValue: formatNok,
                formatAxis: formatAxisNumber,
                horizontal: true,
              },
            ]}
            table={{
              columns: [t`Sortiment`, t`Volum`, t`Inntekt`],
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
        <Trans>Tømmerinntekt i diagram</Trans>
      </Typography>
      {/* The settlements' own section above offers 'Prøv igjen'; the charts only say why they are missing. */}
      <QueryState
        query={settlements}
        what={t`tømmeroppgjørene`}
        loadingText={t`Laster diagrammer...`}
        error={() => (
          <Typography>
            <Trans>Diagrammene vises når tømmeroppgjørene er hentet.</Trans>
          </Typography>
        )}
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
  const yearText = String(year);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        <Trans>Årsrapporter for {yearText}</Trans>
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
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const title = i18n._(report.title);
  const lowerTitle = title.toLowerCase();
  const yearText = String(year);
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
        {title}
      </Typography>
      <DocumentList
        documents={documents}
        failure={loadFailureOf(found, t`${lowerTitle} for ${yearText}`)}
        loadContent={async () => {
          const content = await queryClient.query(options);
          if (!content) throw new Error(`${report.kind} ${yearText} finnes ikke lenger`);
          return content;
        }}
        context={{ ...context, report: report.kind }}
        label={`${title} ${yearText}`}
      />
    </Box>
  );
}
