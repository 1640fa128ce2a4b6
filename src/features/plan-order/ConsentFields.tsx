import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ConsentChoices {
  cooperativeUse: boolean;
  externalUse: boolean;
  termsAccepted: boolean;
}

/** Spec §5 'Terms dialog': cooperative use allowed and external use not, until the owner says otherwise. */
export const DEFAULT_CONSENT: ConsentChoices = {
  cooperativeUse: true,
  externalUse: false,
  termsAccepted: false,
};

/** The consent choices of the terms (spec §3 Consent, §5): who may use the plan data, and the terms. */
export function ConsentFields({
  value,
  onChange,
}: {
  value: ConsentChoices;
  onChange: (value: ConsentChoices) => void;
}) {
  const { t } = useLingui();
  const set = (key: keyof ConsentChoices) => (_event: unknown, checked: boolean) => {
    onChange({ ...value, [key]: checked });
  };
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        <Trans>Bruk av plandata og vilkår</Trans>
      </FormLabel>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Trans>
          Skogbruksplanen er din. Du velger selv hvem som kan bruke opplysningene i den, og kan endre valget
          senere ved å kontakte oss.
        </Trans>
      </Typography>
      <FormGroup sx={{ gap: 1, '& .MuiFormControlLabel-root': { alignItems: 'flex-start', mr: 0 } }}>
        <FormControlLabel
          control={
            <Checkbox sx={{ mt: -0.75 }} checked={value.cooperativeUse} onChange={set('cooperativeUse')} />
          }
          label={t`Skogeierandelslaget kan bruke plandataene til rådgivning og planlegging av hogst og skogkultur`}
        />
        <FormControlLabel
          control={<Checkbox sx={{ mt: -0.75 }} checked={value.externalUse} onChange={set('externalUse')} />}
          label={t`Andre, som kommunen og forskningsinstitusjoner, kan bruke plandataene`}
        />
        <FormControlLabel
          control={
            <Checkbox sx={{ mt: -0.75 }} checked={value.termsAccepted} onChange={set('termsAccepted')} />
          }
          label={t`Jeg har lest og godtar vilkårene for bestilling av skogbruksplan`}
        />
      </FormGroup>
    </FormControl>
  );
}
