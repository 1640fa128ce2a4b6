import { Link as RouterLink } from 'react-router';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, AccountUpdate } from '../../api/generated/model';
import {
  digitsOnly,
  formatKontonummer,
  formatOrganisasjonsnummer,
  formatPhone,
  validateKontonummer,
} from '../../domain/norwegianNumbers';
import { useAccountPermissions, useActiveAccount, useUserData } from '../../session/hooks';
import { useFormMemory } from '../../session/formMemory';
import { sameFieldsAs, useRememberValues } from '../../session/rememberedForm';
import { BackButton } from '../../components/BackButton';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { QueryState } from '../../components/QueryState';
import { reportError } from '../../telemetry/errorTracking';
import { apiMessageOf, httpStatusOf, refusedFieldOf } from '../../api/httpStatus';
import { accountDetailsQuery, useSaveAccount } from './api';
import { FormTextField } from './FormTextField';
import {
  checkedBy,
  orNull,
  POSTAL_ROW_SX,
  REACH_FIELDS,
  SAVE_FAILED_TOAST,
  SaveFailedAlert,
  SAVED_MESSAGE,
} from './formHelpers';
import { PATHS } from '../../paths';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

interface AccountFormValues {
  organizationNumber: string;
  bankAccountNumber: string;
  streetName: string;
  postalCode: string;
  city: string;
  email: string;
  phoneNumber: string;
}

/**
 * The form field for each account field PUT /account may name in a 400 (`{ message, field }`): the CRM's own
 * names for the address and e-mail are the same fields of the form.
 */
const FORM_FIELD_OF: Partial<Record<string, keyof AccountFormValues>> = {
  bankAccountNumber: 'bankAccountNumber',
  streetName: 'streetName',
  address1Line1: 'streetName',
  postalCode: 'postalCode',
  address1PostalCode: 'postalCode',
  city: 'city',
  address1City: 'city',
  email: 'email',
  emailAddress: 'email',
  phoneNumber: 'phoneNumber',
};

/** A 400 about one field: its message is set on that field, which gets the focus. */
function showAccountFieldRefusal(error: unknown, setError: UseFormSetError<AccountFormValues>): void {
  if (httpStatusOf(error) !== 400) return;
  const message = apiMessageOf(error);
  const named = refusedFieldOf(error);
  const field = named === null ? undefined : FORM_FIELD_OF[named];
  if (message && field) setError(field, { type: 'server', message }, { shouldFocus: true });
}

const toFormValues = (account: Account): AccountFormValues => ({
  organizationNumber: formatOrganisasjonsnummer(account.organizationNumber ?? ''),
  bankAccountNumber: formatKontonummer(account.bankAccountNumber ?? ''),
  streetName: account.streetName ?? '',
  postalCode: account.postalCode ?? '',
  city: account.city ?? '',
  email: account.email ?? '',
  phoneNumber: account.phoneNumber ?? '',
});

/** Where a failed save is reported (spec §8: passed to an error handler with context). */
const SAVE_ERROR_LOCATION = 'Profil: lagre kontoinformasjon';

const digitsOrNull = (value: string): string | null => orNull(digitsOnly(value));

/** /profile/account: the active account's information (spec §3 Account, §5), PUT /account. */
export function AccountInfoPage() {
  const activeAccount = useActiveAccount();
  return (
    <Box sx={FORM_COLUMN_SX}>
      <BackButton to={PATHS.profile} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Kontoinformasjon</Trans>
      </Typography>
      {activeAccount ? (
        <AccountDetails accountId={activeAccount.id} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={PATHS.accesses} color="inherit" size="small">
              <Trans>Bytt selskap</Trans>
            </Button>
          }
        >
          <Trans>
            Du har ikke valgt hvilket selskap du handler på vegne av. Velg selskap først, så kan du se og
            endre kontoinformasjonen.
          </Trans>
        </Alert>
      )}
    </Box>
  );
}

function AccountDetails({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const query = useQuery(accountDetailsQuery(accountId));
  return (
    <QueryState query={query} what={t`kontoinformasjonen`} loadingText={t`Henter kontoinformasjonen...`}>
      {(account) => <AccountView key={account.id} account={account} />}
    </QueryState>
  );
}

/** The form for those who may change the account's details; a plain summary for those who may only read. */
function AccountView({ account }: { account: Account }) {
  const { may } = useAccountPermissions();
  return may('changeAccountDetails') ? (
    <AccountForm account={account} />
  ) : (
    <AccountSummary account={account} />
  );
}

function AccountSummary({ account }: { account: Account }) {
  const { t } = useLingui();
  const notRegistered = t`Ikke registrert`;
  const accountName = account.name;
  const address = [account.streetName, [account.postalCode, account.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const items: Description[] = [
    { term: t`Navn`, details: accountName },
    {
      term: t`Organisasjonsnummer`,
      details: formatOrganisasjonsnummer(account.organizationNumber ?? '') || notRegistered,
    },
    { term: t`Kontonummer`, details: formatKontonummer(account.bankAccountNumber ?? '') || notRegistered },
    { term: t(REACH_FIELDS.street.label), details: address || notRegistered },
    { term: t(REACH_FIELDS.email.label), details: account.email ?? notRegistered },
    {
      term: t(REACH_FIELDS.phoneNumber.label),
      details: account.phoneNumber ? formatPhone(account.phoneNumber) : notRegistered,
    },
  ];
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        <Trans>
          Du kan se opplysningene om {accountName}, men ikke endre dem. Kontakt kundeservice om noe er feil.
        </Trans>
      </Alert>
      <DescriptionList items={items} />
    </>
  );
}

const BANK_ACCOUNT_INVALID = msg`Kontonummeret er ikke gyldig. Sjekk at du har skrevet elleve siffer riktig.`;

/** The bank account's help: how to write it, or who may change it. */
const BANK_ACCOUNT_HELP = {
  open: msg`Elleve siffer, for eksempel 1503.12.34562. Utbetalinger går til denne kontoen.`,
  employee: msg`Som ansatt i andelslaget kan du ikke endre kontonummeret her. Kontakt kundeservice.`,
  notOwner: msg`Bare skogeieren kan endre kontonummeret. Kontakt kundeservice om det skal endres.`,
};

function AccountForm({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const accountName = account.name;
  const userData = useUserData();
  const save = useSaveAccount();
  const { may } = useAccountPermissions();
  const bankAccountLocked = !may('changeBankAccount');
  // What is typed survives a reload and a sign-in that runs out (src/session/formMemory.ts).
  const stored = toFormValues(account);
  const [remembered, remember, forget] = useFormMemory(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's key in session storage, not text
    `kontoinformasjon:${account.id}`,
    stored,
    sameFieldsAs(stored),
    {
      forgetOnLeave: true,
    },
  );
  const { control, handleSubmit, reset, subscribe, setError } = useForm<AccountFormValues>({
    mode: 'onTouched',
    defaultValues: remembered,
  });
  useRememberValues(subscribe, remember);

  const onSubmit = handleSubmit(async (values) => {
    const streetName = orNull(values.streetName);
    const postalCode = digitsOrNull(values.postalCode);
    const city = orNull(values.city);
    const email = orNull(values.email);
    // Only what the person may change: the name and organisation number are the cooperative's records, and
    // only the forest owner changes the bank account.
    const body: AccountUpdate = {
      id: account.id,
      ...(bankAccountLocked ? {} : { bankAccountNumber: digitsOrNull(values.bankAccountNumber) }),
      streetName,
      postalCode,
      city,
      email,
      phoneNumber: digitsOrNull(values.phoneNumber),
      // The CRM's own names for the same address and e-mail are kept in step with the form.
      address1Line1: streetName,
      address1PostalCode: postalCode,
      address1City: city,
      emailAddress: email,
      changedByContactId: userData.contactId,
    };
    try {
      const saved = await save.mutateAsync(body);
      reset(toFormValues(saved));
      forget();
      showToast(i18n._(SAVED_MESSAGE), { variant: 'success' });
    } catch (error) {
      // A field the API refused gets the API's message beside it; what was typed stays in the form.
      showAccountFieldRefusal(error, setError);
      reportError(error, {
        location: SAVE_ERROR_LOCATION,
        accountId: account.id,
        contactId: userData.contactId,
      });
      showToast(i18n._(SAVE_FAILED_TOAST), { variant: 'error' });
    }
  });

  return (
    <>
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Opplysningene gjelder {accountName}. Vi bruker dem på kontrakter, oppgjør og utbetalinger.
        </Trans>
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <TextField
            label={t`Navn`}
            value={account.name}
            disabled
            fullWidth
            helperText={t`Kontakt kundeservice om navnet skal endres.`}
          />
          <FormTextField
            control={control}
            name="organizationNumber"
            label={t`Organisasjonsnummer`}
            helperText={t`Hentes fra Enhetsregisteret. Kontakt kundeservice om det er feil.`}
            numeric
            autoComplete="off"
            disabled
          />
          <FormTextField
            control={control}
            name="bankAccountNumber"
            label={t`Kontonummer`}
            helperText={
              !bankAccountLocked
                ? BANK_ACCOUNT_HELP.open
                : userData.isEmployee
                  ? BANK_ACCOUNT_HELP.employee
                  : BANK_ACCOUNT_HELP.notOwner
            }
            numeric
            autoComplete="off"
            disabled={bankAccountLocked}
            rules={
              bankAccountLocked ? {} : { validate: checkedBy(validateKontonummer, BANK_ACCOUNT_INVALID) }
            }
          />
          <FormTextField control={control} name="streetName" {...REACH_FIELDS.street} />
          <Box sx={POSTAL_ROW_SX}>
            <FormTextField control={control} name="postalCode" {...REACH_FIELDS.postalCode} />
            <FormTextField control={control} name="city" {...REACH_FIELDS.city} />
          </Box>
          <FormTextField control={control} name="email" {...REACH_FIELDS.email} />
          <FormTextField control={control} name="phoneNumber" {...REACH_FIELDS.phoneNumber} />
          {save.isError && <SaveFailedAlert />}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              <Trans>Lagre endringer</Trans>
            </Button>
          </Box>
        </Stack>
      </Box>
    </>
  );
}
