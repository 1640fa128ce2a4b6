import { useId } from 'react';
import { Controller, useForm, type RegisterOptions } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  validateOrganisasjonsnummer,
  validatePhone,
  validatePostnummer,
} from '../../domain/norwegianNumbers';
import {
  emptyRegistration,
  isPlausibleEmail,
  toNewUser,
  type RegistrationRole,
  type RegistrationValues,
} from './registration';
import { serviceOffice } from '../../config';
import { useRegisterUser } from './api';

type TextFieldName = Exclude<keyof RegistrationValues, 'role'>;

interface RegistrationFormProps {
  /** The role registered; null lets the person choose contractor or accountant. */
  role: RegistrationRole | null;
  /** A forest owner may own through a company; contractors and accountants register their company. */
  organization: 'optional' | 'required';
  onRegistered: () => void;
}

const ROLE_CHOICES: { value: RegistrationRole; label: string }[] = [
  { value: 'ENTREPRENEUR', label: 'Entreprenør' },
  { value: 'ACCOUNTANT', label: 'Regnskapsfører' },
];

const required = (message: string) => (value: string) => value.trim() !== '' || message;

/** The registration form of the role picker's choices: POST /contacts/newUser. */
export function RegistrationForm({ role, organization, onRegistered }: RegistrationFormProps) {
  const idPrefix = useId();
  const registration = useRegisterUser();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationValues>({ defaultValues: emptyRegistration(role) });

  const textField = (name: TextFieldName, rules: RegisterOptions<RegistrationValues, TextFieldName>) => {
    const { ref, ...rest } = register(name, rules);
    return { ...rest, inputRef: ref, id: `${idPrefix}-${name}`, error: errors[name] !== undefined };
  };

  const submit = (values: RegistrationValues) => {
    const chosenRole = role ?? values.role;
    if (chosenRole === '' || registration.isPending) return;
    registration.mutate(toNewUser(values, chosenRole), { onSuccess: onRegistered });
  };

  const roleLabelId = `${idPrefix}-role-label`;
  const roleHelpId = `${idPrefix}-role-help`;
  const sectionHeading = { variant: 'h6', component: 'h2', sx: { mt: 1 } } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        void handleSubmit(submit)(event);
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Felt merket med * må fylles ut.
      </Typography>
      <Stack spacing={2}>
        {role === null && (
          <Controller
            name="role"
            control={control}
            rules={{ validate: (value) => value !== '' || 'Velg om du er entreprenør eller regnskapsfører.' }}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined} required>
                <FormLabel component="legend" id={roleLabelId}>
                  Jeg registrerer meg som
                </FormLabel>
                <RadioGroup
                  name={field.name}
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                  }}
                  onBlur={field.onBlur}
                  aria-labelledby={roleLabelId}
                  aria-describedby={fieldState.error ? roleHelpId : undefined}
                >
                  {ROLE_CHOICES.map((choice, index) => (
                    <FormControlLabel
                      key={choice.value}
                      value={choice.value}
                      label={choice.label}
                      control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && (
                  <FormHelperText id={roleHelpId}>{fieldState.error.message}</FormHelperText>
                )}
              </FormControl>
            )}
          />
        )}

        <Typography {...sectionHeading}>Kontaktinformasjon</Typography>
        <TextField
          label="Fornavn"
          required
          autoComplete="given-name"
          helperText={errors.firstName?.message}
          {...textField('firstName', { validate: required('Skriv inn fornavnet ditt.') })}
        />
        <TextField
          label="Etternavn"
          required
          autoComplete="family-name"
          helperText={errors.lastName?.message}
          {...textField('lastName', { validate: required('Skriv inn etternavnet ditt.') })}
        />
        <TextField
          label="E-post"
          required
          type="email"
          autoComplete="email"
          helperText={errors.email?.message}
          {...textField('email', {
            validate: (value) =>
              value.trim() === ''
                ? 'Skriv inn e-postadressen din.'
                : isPlausibleEmail(value.trim()) ||
                  'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
          })}
        />
        <TextField
          label="Mobilnummer"
          required
          type="tel"
          autoComplete="tel"
          helperText={errors.phoneNumber?.message ?? 'Åtte siffer.'}
          {...textField('phoneNumber', {
            validate: (value) =>
              value.trim() === '' ? 'Skriv inn telefonnummeret ditt.' : validatePhone(value.trim()),
          })}
        />

        <Typography {...sectionHeading}>Adresse</Typography>
        <TextField
          label="Adresse"
          required
          autoComplete="street-address"
          helperText={errors.streetAddress?.message}
          {...textField('streetAddress', { validate: required('Skriv inn adressen.') })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Postnummer"
            required
            autoComplete="postal-code"
            helperText={errors.postalCode?.message ?? 'Fire siffer.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: { sm: '0 0 10rem' } }}
            {...textField('postalCode', {
              validate: (value) =>
                value.trim() === '' ? 'Skriv inn postnummeret.' : validatePostnummer(value.trim()),
            })}
          />
          <TextField
            label="Poststed"
            required
            autoComplete="address-level2"
            helperText={errors.city?.message}
            sx={{ flex: 1 }}
            {...textField('city', { validate: required('Skriv inn poststedet.') })}
          />
        </Stack>

        <Typography {...sectionHeading}>Selskap</Typography>
        <TextField
          label="Organisasjonsnummer"
          required={organization === 'required'}
          autoComplete="off"
          helperText={
            errors.organizationNumber?.message ??
            (organization === 'required'
              ? 'Ni siffer.'
              : 'Bare hvis du eier skogen gjennom et selskap. Ni siffer.')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textField('organizationNumber', {
            validate: (value) =>
              organization === 'required' && value.trim() === ''
                ? 'Skriv inn organisasjonsnummeret til selskapet.'
                : validateOrganisasjonsnummer(value.trim()),
          })}
        />

        {registration.isError && (
          <Alert severity="error">
            Vi kunne ikke sende registreringen. Det du har skrevet, er tatt vare på. Prøv igjen, eller ring
            kundeservice på{' '}
            <Link href={serviceOffice().phoneHref} color="inherit">
              {serviceOffice().phone}
            </Link>
            .
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={registration.isPending}
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Send registrering
        </Button>
      </Stack>
    </Box>
  );
}
