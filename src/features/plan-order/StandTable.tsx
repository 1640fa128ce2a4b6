import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanCounters, Stand } from '../../api/generated/model';
import { DescriptionList } from '../../components/DescriptionList';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { standSpeciesLabel } from '../../domain/codeSets';
import { formatVolume } from '../../domain/format';

const numberFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
const orDash = <T,>(value: T | null | undefined, format: (value: T) => string): string =>
  value === null || value === undefined ? '–' : format(value);

/**
 * The stand table of spec §2.3. Eight columns do not fit a phone, so the table scrolls sideways inside a
 * focusable region (keyboard users can scroll it too) instead of squeezing the numbers.
 */
export function StandTable({ caption, stands }: { caption: string; stands: readonly Stand[] }) {
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
              <th scope="col">Bestand</th>
              <th scope="col" className="number">
                Alder (år)
              </th>
              <th scope="col">Hogstklasse</th>
              <th scope="col">Treslag</th>
              <th scope="col" className="number">
                Furu
              </th>
              <th scope="col" className="number">
                Gran
              </th>
              <th scope="col" className="number">
                Lauv
              </th>
              <th scope="col">Markslag</th>
            </tr>
          </thead>
          <tbody>
            {stands.map((stand) => (
              <tr key={stand.bestNr}>
                <th scope="row">{stand.bestNr}</th>
                <td className="number">{orDash(stand.alder, (age) => numberFormat.format(age))}</td>
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
  const items = [
    ...(counters?.lifetimeTreesCount != null
      ? [{ term: 'Livsløpstrær', details: `${numberFormat.format(counters.lifetimeTreesCount)} trær` }]
      : []),
    ...(counters?.operatingArea != null
      ? [{ term: 'Driftsareal', details: `${numberFormat.format(counters.operatingArea)} daa` }]
      : []),
  ];
  return items.length > 0 ? <DescriptionList items={items} /> : null;
}
