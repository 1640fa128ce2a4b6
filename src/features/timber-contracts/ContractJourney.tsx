import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

/**
 * Where the contract is on its way from registration to settlement, as an ordered list of steps (the current one
 * marked with aria-current and the visible word 'Nå'), and what the owner must do next as a link to the page
 * where it is done. The steps wrap onto more lines on a narrow screen.
 */
export function ContractJourney({ contract }: { contract: Contract }) {
  const { may } = useAccountPermissions();
  const setChosenContract = useSetChosenContract();
  const { pathname, search } = useLocation();
  const journey = contractJourney(contract, may);
  if (journey === null) return null;
  const { next } = journey;
  // On the page where the action is done, a link to it would lead nowhere.
  const nextHere = next !== null && next.route === `${pathname}${search}`;

  return (
    <Box sx={{ my: 1.5 }}>
      <Box
        component="ol"
        aria-label={`Kontraktens gang, kontrakt ${contract.contractNumber}`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.75,
        }}
      >
        {journey.steps.map((step, index) => (
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
            {step.state === 'current' ? `Nå: ${step.label}` : step.label}
            {step.state === 'done' && (
              <Box component="span" sx={visuallyHidden}>
                (fullført)
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {journey.stopped !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {journey.stopped}
        </Typography>
      )}
      {next !== null && !nextHere && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Neste for deg:{' '}
          <Link
            component={RouterLink}
            to={next.route}
            aria-label={`${next.label}, kontrakt ${contract.contractNumber}`}
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
