import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/generated/model';
import { visuallyHidden } from '../../components/visuallyHidden';
import { contractJourney, type JourneyStepState } from '../../domain/contractJourney';
import { useSetChosenContract } from '../../session/chosenContract';
import { useAccountPermissions } from '../../session/hooks';

const MARKER_SIZE = '1.375rem';

const markerSx = (state: JourneyStepState) => ({
  flexShrink: 0,
  width: MARKER_SIZE,
  height: MARKER_SIZE,
  borderRadius: '50%',
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: '0.75rem',
  fontWeight: 700,
  border: 2,
  borderColor: state === 'upcoming' ? 'grey.500' : 'primary.main',
  bgcolor: state === 'done' ? 'primary.main' : 'background.paper',
  color: state === 'done' ? 'primary.contrastText' : state === 'current' ? 'primary.main' : 'text.secondary',
});

/** 'Steg 3 av 6' and a bar of six segments: the journey in one line, for a card on a phone. */
function CompactJourney({ steps }: { steps: { id: string; state: JourneyStepState }[] }) {
  const currentIndex = steps.findIndex((step) => step.state === 'current');
  const step = currentIndex + 1;
  const count = steps.length;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        <Trans>
          Steg {step} av {count}
        </Trans>
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5, flexGrow: 1, maxWidth: 180 }}>
        {steps.map((step) => (
          <Box
            key={step.id}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: step.state === 'upcoming' ? 'grey.300' : 'primary.main',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Where the contract is on its way from registration to settlement, as an ordered list of steps (the current one
 * marked with aria-current and the visible word 'Nå'), and what the owner must do next as a link to the page
 * where it is done. The steps wrap onto more lines on a narrow screen.
 *
 * On a contract's card (`variant="card"`) the card's own button is the next action, so there is no link; and on
 * a phone the steps are one line, 'Steg 3 av 6' (the card's status label names the step), the whole list being
 * on the contract's pages.
 */
export function ContractJourney({
  contract,
  variant = 'page',
}: {
  contract: Contract;
  variant?: 'page' | 'card';
}) {
  const { t } = useLingui();
  const { may } = useAccountPermissions();
  const setChosenContract = useSetChosenContract();
  const { pathname, search } = useLocation();
  const journey = contractJourney(contract, may);
  if (journey === null) return null;
  const { next } = journey;
  // On the page where the action is done, a link to it would lead nowhere; on a card, its button is the action.
  const nextHere = variant === 'card' || (next !== null && next.route === `${pathname}${search}`);
  const onCard = variant === 'card';
  const { contractNumber } = contract;
  const nextLabel = next?.label ?? '';

  return (
    <Box sx={{ my: 1.5 }}>
      {onCard && (
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <CompactJourney steps={journey.steps} />
        </Box>
      )}
      <Box
        component="ol"
        aria-label={t`Kontraktens gang, kontrakt ${contractNumber}`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: onCard ? { xs: 'none', sm: 'flex' } : 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.75,
        }}
      >
        {journey.steps.map((step, index) => {
          const stepLabel = step.label;
          return (
            <Box
              component="li"
              key={step.id}
              aria-current={step.state === 'current' ? 'step' : undefined}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                whiteSpace: 'nowrap',
                typography: 'body2',
                fontWeight: step.state === 'current' ? 700 : 400,
                color: step.state === 'upcoming' ? 'text.secondary' : 'text.primary',
              }}
            >
              <Box component="span" aria-hidden sx={markerSx(step.state)}>
                {step.state === 'done' ? '✓' : String(index + 1)}
              </Box>
              {step.state === 'current' ? t`Nå: ${stepLabel}` : stepLabel}
              {step.state === 'done' && (
                <Box component="span" sx={visuallyHidden}>
                  <Trans>(fullført)</Trans>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {journey.stopped !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {journey.stopped}
        </Typography>
      )}
      {next !== null && !nextHere && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Trans>Neste for deg:</Trans>{' '}
          <Link
            component={RouterLink}
            to={next.route}
            aria-label={t`${nextLabel}, kontrakt ${contractNumber}`}
            onClick={() => {
              if (next.action !== 'trackRepair') setChosenContract(contract);
            }}
            sx={{ fontWeight: 700 }}
          >
            {next.label}
          </Link>
        </Typography>
      )}
      {journey.waitingFor !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {journey.waitingFor}
        </Typography>
      )}
    </Box>
  );
}
