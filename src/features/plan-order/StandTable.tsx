import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanCounters, Stand } from '../../api/generated/model';
import { DescriptionList } from '../../components/DescriptionList';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { standSpeciesLabel } from '../../domain/codeSets';
import { formatNumber, formatVolume } from '../../domain/format';

const orDash = <T,>(value: T | null | undefined, format: (value: T) => string): string =>
  value === null || value === undefined ? '–' : format(value);

/**
 * The stand table of spec §2.3. Eight columns do not fit a phone, so the table scrolls sideways inside a
 * focusable region (keyboard users can scroll it too) instead of squeezing the numbers.
 */
export function StandTable({ caption, stands }: { caption: string; stands: readonly Stand[] }) {
  // The numbers follow the active language: this renders again when it changes.
  useLanguage();
  const captionId = useId();
  return (
    <>
      {/* Outside the scrolling box, so a phone shows the whole caption while the columns scroll. */}
      <Typography id={captionId} sx={{ mt: 2, mb: 1 }}>
        {caption}
      </Typography>
      <SidewaysScroll label={caption}>
        <Box
          component="table"
          aria-labelledby={captionId}
          sx={{
            borderCollapse: 'collapse',
            minWidth: 640,
            width: '100%',
            '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
            '& td.number, & th.number': { textAlign: 'right', whiteSpace: 'nowrap' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">
                <Trans>Bestand</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Alder (år)</Trans>
              </th>
              <th scope="col">
                <Trans>Hogstklasse</Trans>
              </th>
              <th scope="col">
                <Trans>Treslag</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Furu</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Gran</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Lauv</Trans>
              </th>
              <th scope="col">
                <Trans>Markslag</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {stands.map((stand) => (
              <tr key={stand.bestNr}>
                <th scope="row">{stand.bestNr}</th>
                <td className="number">{orDash(stand.alder, (age) => formatNumber(age, 1))}</td>
                <td>{stand.hogstKlasse ?? '–'}</td>
                <td>{standSpeciesLabel(stand.bontreSlag)}</td>
                <td className="number">{orDash(stand.volumFuru, formatVolume)}</td>
                <td className="number">{orDash(stand.volumGran, formatVolume)}</td>
                <td className="number">{orDash(stand.volumLauv, formatVolume)}</td>
                <td>{stand.markSlag ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </SidewaysScroll>
    </>
  );
}

/** The plan's counters (spec §2.3), those the plan data has. */
export function PlanCounterList({ counters }: { counters: PlanCounters | null | undefined }) {
  const { t } = useLingui();
  const trees = counters?.lifetimeTreesCount;
  const area = counters?.operatingArea;
  const treeCount = trees == null ? '' : formatNumber(trees, 1);
  const areaDaa = area == null ? '' : formatNumber(area, 1);
  const items = [
    ...(trees != null ? [{ term: t`Livsløpstrær`, details: t`${treeCount} trær` }] : []),
    ...(area != null ? [{ term: t`Driftsareal`, details: t`${areaDaa} daa` }] : []),
  ];
  return items.length > 0 ? <DescriptionList items={items} /> : null;
}
