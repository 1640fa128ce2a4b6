import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../i18n/i18n';

export type SortimentId =
  'gflBiovirke' | 'sagtommerGran' | 'sagtommerFuru' | 'massevirkeGran' | 'massevirkeFuru';

/** An assortment with its name and description, in the active language when read. */
export interface SortimentGuideEntry {
  id: SortimentId;
  readonly name: string;
  readonly description: string;
}

/**
 * The assortments of spec §2.3, in its order, as a cooperative explains them to an owner who cuts and sorts
 * the timber. Dimensions are rules of thumb: the price list and the contract set the real ones.
 */
export const SORTIMENT_GUIDE: readonly SortimentGuideEntry[] = [
  {
    id: 'gflBiovirke',
    get name() {
      return i18n._(msg`GFL biovirke`);
    },
    get description() {
      return i18n._(
        msg`GFL står for gran, furu og lauv. Biovirke blir til flis som brennes i fjernvarme- og bioenergianlegg. Her kan alle treslag blandes, og som regel også tørt virke og stokker med råte, krok eller skader som ikke holder kravene til massevirke. Prisen er lavere enn for massevirke.`,
      );
    },
  },
  {
    id: 'sagtommerGran',
    get name() {
      return i18n._(msg`Sagtømmer gran`);
    },
    get description() {
      return i18n._(
        msg`Rette, friske granstokker som sagbruket skjærer til plank og bord. Som en tommelfingerregel må stokken være minst ca. 13–15 cm i toppen, uten råte og uten kraftig krok, store skader eller grov kvist. Stokkene kappes i lengdene prislista oppgir. Sagtømmer er det best betalte sortimentet.`,
      );
    },
  },
  {
    id: 'sagtommerFuru',
    get name() {
      return i18n._(msg`Sagtømmer furu`);
    },
    get description() {
      return i18n._(
        msg`Rette, friske furustokker til trelast, med omtrent de samme kravene som for gran: minst ca. 13–15 cm i toppen, uten råte og med lite krok. Kvaliteten vurderes blant annet etter kvist og krok. Furu som blir liggende lenge i varmt vær, kan få blåved, så den bør leveres raskt.`,
      );
    },
  },
  {
    id: 'massevirkeGran',
    get name() {
      return i18n._(msg`Massevirke gran`);
    },
    get description() {
      return i18n._(
        msg`Granvirke som ikke holder kravene til sagtømmer: tynnere stammer, toppstokker og stokker med krok eller grov kvist. Det blir til tremasse, papir, papp og plater. Stokken bør være minst ca. 5–6 cm i toppen og må være fersk; virke som er tørt, gammelt eller har mye råte, går som biovirke.`,
      );
    },
  },
  {
    id: 'massevirkeFuru',
    get name() {
      return i18n._(msg`Massevirke furu`);
    },
    get description() {
      return i18n._(
        msg`Furuvirke som ikke holder kravene til sagtømmer. Det blir til tremasse, cellulose og plater. Kravene er omtrent som for massevirke gran: ferskt virke, minst ca. 5–6 cm i toppen og lite råte. Hold furu og gran hver for seg.`,
      );
    },
  },
];

const HEADING_ELEMENTS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface SortimentGuideProps {
  /** The level of the guide's heading in the page (default 3: under the wizard step's h2). */
  headingLevel?: 2 | 3 | 4;
  defaultExpanded?: boolean;
}

/**
 * 'Sortimentsguide' (spec §2.3): what each assortment is, behind a heading that opens and closes it, so a
 * page can keep it at hand without taking the space.
 */
export function SortimentGuide({ headingLevel = 3, defaultExpanded = false }: SortimentGuideProps) {
  const id = useId();
  // The entries' texts are read in the active language: drawn again when it changes.
  useLingui();
  return (
    <Accordion
      variant="outlined"
      defaultExpanded={defaultExpanded}
      slotProps={{ heading: { component: HEADING_ELEMENTS[headingLevel] } }}
    >
      {/* Accordion names its region by the summary's id and gives the region the id aria-controls names. */}
      <AccordionSummary
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
        expandIcon={<ExpandMoreIcon aria-hidden="true" />}
      >
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Trans>Sortimentsguide</Trans>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            Tømmeret sorteres i sortimenter etter treslag, dimensjon og kvalitet. Legg hvert sortiment i egen
            haug på velteplassen.
          </Trans>
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 2 } }}>
          {SORTIMENT_GUIDE.map((entry) => (
            <div key={entry.id}>
              <dt>{entry.name}</dt>
              <dd>{entry.description}</dd>
            </div>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            Nøyaktige krav til lengde, diameter og kvalitet står i prislista og i avtalen din. Er du usikker,
            ta kontakt med oss før du kapper.
          </Trans>
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
