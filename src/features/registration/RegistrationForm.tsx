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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const ROLE_CHOICES: { value: RegistrationRole; label: MessageDescriptor }[] = [
  { value: 'ENTREPRENEUR', label: msg`Entreprenør` },
  { value: 'ACCOUNTANT', label: msg`Regnskapsfører` },
];

/**
 * The form's own problems, by key: a field's error holds the key, and the message is drawn in the language
 * shown now, so a switch of language translates an error already on screen too. A message the key does not
 * name (the number checks' own, src/domain/norwegianNumbers.ts) is shown as it is.
 */
const PROBLEMS = {
  noRole: msg`Velg om du er entreprenør eller regnskapsfører.`,
  noFirstName: msg`Skriv inn fornavnet ditt.`,
  noLastName: msg`Skriv inn etternavnet ditt.`,
  noEmail: msg`Skriv inn e-postadressen din.`,
  badEmail: msg`Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.`,
  noPhone: msg`Skriv inn telefonnummeret ditt.`,
  noAddress: msg`Skriv inn adressen.`,
  noPostalCode: msg`Skriv inn postnummeret.`,
  noCity: msg`Skriv inn poststedet.`,
  noOrganizationNumber: msg`Skriv inn organisasjonsnummeret til selskapet.`,
} satisfies Record<string, MessageDescriptor>;
type Problem = keyof typeof PROBLEMS;

const isProblem = (message: string): message is Problem => Object.hasOwn(PROBLEMS, message);

const required = (problem: Problem) => (value: string) => value.trim() !== '' || problem;

/** The registration form of the role picker's choices: POST /contacts/newUser. */
export function RegistrationForm({ role, organization, onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useLingui();
  const problemText = (message: string | undefined): string | undefined =>
    message === undefined ? undefined : isProblem(message) ? i18n._(PROBLEMS[message]) : message;
  const { phone, phoneHref } = serviceOffice();
  const idPrefix = useId();
  const idOf = (part: string) => `${idPrefix}-${part}`;
  const registration = useRegisterUser();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationValues>({ defaultValues: emptyRegistration(role) });

  const textField = (name: TextFieldName, rules: RegisterOptions<RegistrationValues, TextFieldName>) => {
    const { ref, ...rest } = register(name, rules);
    return { ...rest, inputRef: ref, id: idOf(name), error: errors[name] !== undefined };
  };

  const submit = (values: RegistrationValues) => {
    const chosenRole = role ?? values.role;
    if (chosenRole === '' || registration.isPending) return;
    registration.mutate(toNewUser(values, chosenRole), { onSuccess: onRegistered });
  };

  const roleLabelId = idOf('role-label');
  const roleHelpId = idOf('role-help');
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
        <Trans>Felt merket med * må fylles ut.</Trans>
      </Typography>
      <Stack spacing={2}>
        {role === null && (
          <Controller
            name="role"
            control={control}
            rules={{ validate: (value): true | Problem => value !== '' || 'noRole' }}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined} required>
                <FormLabel component="legend" id={roleLabelId}>
                  <Trans>Jeg registrerer meg som</Trans>
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
                      label={i18n._(choice.label)}
                      control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && (
                  <FormHelperText id={roleHelpId}>{problemText(fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
        )}

        <Typography {...sectionHeading}>
          <Trans>Kontaktinformasjon</Trans>
        </Typography>
        <TextField
          label={t`Fornavn`}
          required
          autoComplete="given-name"
          helperText={problemText(errors.firstName?.message)}
          {...textField('firstName', { validate: required('noFirstName') })}
        />
        <TextField
          label={t`Etternavn`}
          required
          autoComplete="family-name"
          helperText={problemText(errors.lastName?.message)}
          {...textField('lastName', { validate: required('noLastName') })}
        />
        <TextField
          label={t`E-post`}
          required
          type="email"
          autoComplete="email"
          helperText={problemText(errors.email?.message)}
          {...textField('email', {
            validate: (value): true | Problem =>
              value.trim() === '' ? 'noEmail' : isPlausibleEmail(value.trim()) || 'badEmail',
          })}
        />
        <TextField
          label={t`Mobilnummer`}
          required
          type="tel"
          autoComplete="tel"
          helperText={problemText(errors.phoneNumber?.message) ?? t`Åtte siffer.`}
          {...textField('phoneNumber', {
            validate: (value) => (value.trim() === '' ? 'noPhone' : validatePhone(value.trim())),
          })}
        />

        <Typography {...sectionHeading}>
          <Trans>Adresse</Trans>
        </Typography>
        <TextField
          label={t`Adresse`}
          required
          autoComplete="street-address"
          helperText={problemText(errors.streetAddress?.message)}
          {...textField('streetAddress', { validate: required('noAddress') })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t`Postnummer`}
            required
            autoComplete="postal-code"
            helperText={problemText(errors.postalCode?.message) ?? t`Fire siffer.`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: { sm: '0 0 10rem' } }}
            {...textField('postalCode', {
              validate: (value) => (value.trim() === '' ? 'noPostalCode' : validatePostnummer(value.trim())),
            })}
          />
          <TextField
            label={t`Poststed`}
            required
            autoComplete="address-level2"
            helperText={problemText(errors.city?.message)}
            sx={{ flex: 1 }}
            {...textField('city', { validate: required('noCity') })}
          />
        </Stack>

        <Typography {...sectionHeading}>
          <Trans>Selskap</Trans>
        </Typography>
        <TextField
          label={t`Organisasjonsnummer`}
          required={organization === 'required'}
          autoComplete="off"
          helperText={
            problemText(errors.organizationNumber?.message) ??
            (organization === 'required'
              ? t`Ni siffer.`
              : t`Bare hvis du eier skogen gjennom et selskap. Ni siffer.`)
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textField('organizationNumber', {
            validate: (value) =>
              organization === 'required' && value.trim() === ''
                ? 'noOrganizationNumber'
                : validateOrganisasjonsnummer(value.trim()),
          })}
        />

        {registration.isError && (
          <Alert severity="error">
            <Trans>
              Vi kunne ikke sende registreringen. Det du har skrevet, er tatt vare på. Prøv igjen, eller ring
              kundeservice på{' '}
              <Link href={phoneHref} color="inherit">
                {phone}
              </Link>
              .
            </Trans>
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={registration.isPending}
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Trans>Send registrering</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
