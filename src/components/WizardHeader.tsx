import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from './visuallyHidden';

/** Spec §9: the wizard has 4 steps. */
export const WIZARD_STEP_COUNT = 4;

export interface WizardHeaderProps {
  /** The current step, from 1. */
  step: number;
  stepCount?: number;
  /** The current step's name, e.g. 'Eiendom og hogst'. */
  title: string;
  /** The step's heading (focusable by script, not by Tab): the wizard moves focus here on 'Neste'. */
  headingRef?: Ref<HTMLHeadingElement>;
  onFinishLater: () => void;
  /** While the draft is being saved: 'Fullfør senere' shows a spinner and cannot be pressed again. */
  finishingLater?: boolean;
  /** Every step's name, in order; shown under the progress bar on screens wider than a phone. */
  stepTitles?: readonly string[];
}

type StepState = 'done' | 'current' | 'todo';

/**
 * The wizard's header (spec §2.3): 'Steg N av 4' over the step's name, together the page's h2 (its name
 * 'Steg 2 av 4 Eiendom og hogst', so moving focus there says where the user is), 'Fullfør senere',
 * and the progress as an ordered list of the steps, the current one marked aria-current="step". On a
 * phone the list is four bars sharing the width, with the step names for screen readers only.
 */
export function WizardHeader({
  step,
  stepCount = WIZARD_STEP_COUNT,
  title,
  headingRef,
  onFinishLater,
  finishingLater = false,
  stepTitles,
}: WizardHeaderProps) {
  const { t } = useLingui();
  const steps = Array.from({ length: stepCount }, (_, index) => index + 1);
  const stateOf = (number: number): StepState =>
    number < step ? 'done' : number === step ? 'current' : 'todo';

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Typography
          ref={headingRef}
          component="h2"
          variant="h5"
          tabIndex={-1}
          sx={{ minWidth: 0, overflowWrap: 'anywhere', '&:focus:not(:focus-visible)': { outline: 'none' } }}
        >
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary', fontWeight: 600 }}
          >
            <Trans>
              Steg {step} av {stepCount}
            </Trans>
          </Typography>{' '}
          {title}
        </Typography>
        <Button variant="outlined" onClick={onFinishLater} loading={finishingLater}>
          <Trans>Fullfør senere</Trans>
        </Button>
      </Box>
      <Box
        component="ol"
        aria-label={t`Fremdrift`}
        sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 2 }}
      >
        {steps.map((number) => {
          const state = stateOf(number);
          const name = stepTitles?.[number - 1];
          return (
            <Box
              component="li"
              key={number}
              aria-current={state === 'current' ? 'step' : undefined}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            >
              <Box
                sx={{
                  height: 6,
                  borderRadius: 3,
                  bgcolor: state === 'todo' ? 'grey.300' : 'primary.main',
                }}
              />
              <Typography
                variant="caption"
                sx={(theme) => ({
                  display: 'block',
                  mt: 0.5,
                  overflowWrap: 'anywhere',
                  color: state === 'current' ? 'text.primary' : 'text.secondary',
                  fontWeight: state === 'current' ? 600 : undefined,
                  [theme.breakpoints.down('sm')]: visuallyHidden,
                })}
              >
                {name === undefined ? t`Steg ${number}` : `${String(number)}. ${name}`}
                {state === 'done' && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    <Trans>(fullført)</Trans>
                  </Box>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
