import { HttpResponse } from 'msw';
import type {
  Account,
  AccountSearchResult,
  Address,
  Consent,
  Contact,
  NewUser,
  PasscodeRequest,
  PasscodeResult,
  TokenRequest,
  UserData,
} from '../../../src/api/generated/model/index.ts';
import {
  changeableAccountFields,
  ACCOUNT_RECORD_FIELD_LABELS,
  type AccountChangeField,
} from '../../../src/domain/accountUpdate.ts';
import {
  digitsOnly,
  isValidKontonummer,
  isValidNorwegianPhone,
  isValidPostnummer,
  KONTONUMMER_MESSAGE,
  PHONE_MESSAGE,
  POSTNUMMER_MESSAGE,
} from '../../../src/domain/norwegianNumberChecks.ts';
import { verifySandboxIdToken } from '../../eid/tokens.ts';
import { apiError } from '../apiError.ts';
import { bearerPid } from '../auth.ts';
import { audit, readJson, type RouteKit } from '../route.ts';
import type { PersonRecord, SandboxStore } from '../store.ts';
import { filledString, isRecord } from '../values.ts';
import { EMAIL_MESSAGE, isValidEmail } from '../../../src/domain/email.ts';
import { todayInOslo } from '../../../src/domain/format.ts';

/** How long five wrong one-time codes in a row lock the code check. */
export const PASSCODE_LOCK_MS = 15 * 60_000;
export const PASSCODE_MAX_FAILURES = 5;

/** What a field the form sends may hold: text, or null for nothing. */
const TEXT_MAX_LENGTH = 200;

/** The value to store for a field the party may change, or why not (the form's own checks, again). */
function checkedValue(
  field: AccountChangeField,
  value: unknown,
): { value: string | null } | { problem: string } {
  if (value === null || value === undefined) return { value: null };
  if (typeof value !== 'string') return { problem: `Ugyldig verdi for ${field}` };
  const text = value.trim();
  if (text === '') return { value: null };
  if (text.length > TEXT_MAX_LENGTH) {
    return { problem: `Teksten er for lang: høyst ${String(TEXT_MAX_LENGTH)} tegn` };
  }
  switch (field) {
    case 'bankAccountNumber':
      return isValidKontonummer(text) ? { value: digitsOnly(text) } : { problem: KONTONUMMER_MESSAGE };
    case 'postalCode':
    case 'address1PostalCode':
      return isValidPostnummer(text) ? { value: digitsOnly(text) } : { problem: POSTNUMMER_MESSAGE };
    case 'phoneNumber':
      return isValidNorwegianPhone(text) ? { value: text } : { problem: PHONE_MESSAGE };
    default:
      return { value: text };
  }
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * The changes a PUT /account body makes: only fields on the party's list. Any other field must come back as
 * stored (a client that returns the whole account), else the call is refused; the bank account with 403, as
 * the permission it needs, the rest with 400.
 */
function accountChanges(
  body: Record<string, unknown>,
  existing: Account,
  allowed: readonly AccountChangeField[],
):
  | { fields: Partial<Record<AccountChangeField, string | null>> }
  | { refused: { status: 400 | 403; message: string; field?: string } } {
  const isAllowed = (field: string): field is AccountChangeField =>
    (allowed as readonly string[]).includes(field);
  const stored: Record<string, unknown> = { ...existing };
  const fields: Partial<Record<AccountChangeField, string | null>> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'id' || field === 'changedByContactId') continue;
    if (isAllowed(field)) {
      const checked = checkedValue(field, value);
      if ('problem' in checked) return { refused: { status: 400, message: checked.problem, field } };
      fields[field] = checked.value;
      continue;
    }
    if (field in stored && sameValue(stored[field], value)) continue;
    if (field === 'bankAccountNumber') {
      return { refused: { status: 403, message: 'Bare skogeieren kan endre kontonummeret' } };
    }
    const label = ACCOUNT_RECORD_FIELD_LABELS[field];
    return {
      refused: {
        status: 400,
        message: label
          ? `${label} kan ikke endres i portalen. Kontakt kundeservice om det er feil.`
          : `Ukjent felt: ${field}`,
      },
    };
  }
  return { fields };
}

/** The contact fields PUT /contacts takes, with the message for one left empty (names are required). */
const CONTACT_FIELDS = {
  firstName: 'Skriv inn fornavnet ditt.',
  lastName: 'Skriv inn etternavnet ditt.',
  email: null,
  phoneNumber: null,
} as const;
type ContactField = keyof typeof CONTACT_FIELDS;
const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'city'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Contact fields that come back with the contact but are not the contact form's to change. */
const CONTACT_RECORD_FIELD_LABELS: Partial<Record<string, string>> = {
  approvedTerms: 'Godkjenningen av vilkårene',
  approvedTermsDate: 'Datoen vilkårene ble godkjent',
  isEmployee: 'Om du er ansatt i andelslaget',
};

interface Refusal {
  refused: { message: string; field: string };
}

/** A contact field's value as stored, or why not (the contact form's own checks, again). */
function checkedContactValue(
  field: ContactField | AddressField,
  value: unknown,
): { value: string | null } | Refusal {
  const refuse = (message: string): Refusal => ({ refused: { message, field } });
  if (value !== null && value !== undefined && typeof value !== 'string') {
    return refuse(`Ugyldig verdi for ${field}`);
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const required = field === 'firstName' || field === 'lastName' ? CONTACT_FIELDS[field] : null;
  if (text === '') return required ? refuse(required) : { value: null };
  if (text.length > TEXT_MAX_LENGTH) {
    return refuse(`Teksten er for lang: høyst ${String(TEXT_MAX_LENGTH)} tegn`);
  }
  switch (field) {
    case 'email':
      return isValidEmail(text) ? { value: text } : refuse(EMAIL_MESSAGE);
    case 'phoneNumber':
      return isValidNorwegianPhone(text) ? { value: digitsOnly(text) } : refuse(PHONE_MESSAGE);
    case 'postalCode':
      return isValidPostnummer(text) ? { value: digitsOnly(text) } : refuse(POSTNUMMER_MESSAGE);
    default:
      return { value: text };
  }
}

/**
 * The changes a PUT /contacts body makes, as PUT /account does it: only the fields of the contact form, each
 * checked; any other field must come back as stored (the portal sends the whole contact), an unknown key or a
 * changed record field is refused with 400. Who changed it is the token's person, not `changedByContactId`.
 */
function contactChanges(
  body: Record<string, unknown>,
  existing: Contact,
): { fields: Partial<Pick<Contact, ContactField>>; address: Partial<Address> } | Refusal {
  const fields: Partial<Pick<Contact, ContactField>> = {};
  const address: Partial<Record<AddressField, string | null>> = {};
  const stored: Record<string, unknown> = { ...existing };
  for (const [field, value] of Object.entries(body)) {
    if (field === 'contactId' || field === 'changedByContactId') continue;
    if (field in CONTACT_FIELDS) {
      const contactField = field as ContactField;
      const checked = checkedContactValue(contactField, value);
      if ('refused' in checked) return checked;
      if (contactField === 'firstName' || contactField === 'lastName') {
        // Never empty: checkedContactValue refuses an empty name.
        fields[contactField] = checked.value ?? existing[contactField];
      } else {
        fields[contactField] = checked.value;
      }
      continue;
    }
    if (field === 'address') {
      if (!isRecord(value)) return { refused: { message: 'Ugyldig adresse', field: 'address' } };
      for (const [part, partValue] of Object.entries(value)) {
        if (!(ADDRESS_FIELDS as readonly string[]).includes(part)) {
          return { refused: { message: `Ukjent felt: address.${part}`, field: part } };
        }
        const checked = checkedContactValue(part as AddressField, partValue);
        if ('refused' in checked) return checked;
        address[part as AddressField] = checked.value;
      }
      continue;
    }
    if (field in stored && sameValue(stored[field], value)) continue;
    const label = CONTACT_RECORD_FIELD_LABELS[field];
    return {
      refused: {
        message: label
          ? `${label} kan ikke endres i portalen. Kontakt kundeservice om det er feil.`
          : `Ukjent felt: ${field}`,
        field,
      },
    };
  }
  return { fields, address };
}

/** Who the signed-in person is, their contact and account data, and one-time codes. */
export function peopleHandlers({ route, issuer, tokenCheck }: RouteKit) {
  const userDataFor = (store: SandboxStore, person: PersonRecord): UserData => ({
    ...person.contact,
    accounts: person.access.flatMap((access) => {
      const account = store.accounts.get(access.accountId);
      return account ? [{ ...account, accountRole: access.role }] : [];
    }),
  });

  const contacts = [
    route('resolveContactByToken', async ({ request, store, person, pid }) => {
      const body = await readJson<TokenRequest>(request);
      if (!body?.token || !body.idToken) return apiError(400, 'token og idToken må være med');
      const tokenPid = await bearerPid(
        new Request(request.url, { headers: { authorization: `Bearer ${body.token}` } }),
        tokenCheck,
      );
      if (tokenPid !== pid) return apiError(401, 'Tokenet hører ikke til denne innloggingen');
      try {
        const { pid: idTokenPid } = await verifySandboxIdToken(body.idToken, issuer);
        if (idTokenPid !== pid) return apiError(401, 'ID-tokenet hører ikke til denne innloggingen');
      } catch {
        return apiError(401, 'Ugyldig ID-token');
      }
      if (!person) return apiError(404, 'Fant ingen kontakt for personen');
      return HttpResponse.json<UserData>(userDataFor(store, person));
    }),

    route('updateContact', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      if (!person || !isRecord(body)) return apiError(400, 'Ugyldig kontakt');
      const changes = contactChanges(body, person.contact);
      if ('refused' in changes) {
        return apiError(400, changes.refused.message, changes.refused.field);
      }
      person.contact = {
        ...person.contact,
        ...changes.fields,
        address: { ...person.contact.address, ...changes.address },
      };
      audit(store, 'updateContact', person, person.contact.contactId);
      return HttpResponse.json<Contact>(person.contact);
    }),

    route('registerNewUser', async ({ request, store }) => {
      const body = await readJson<NewUser>(request);
      if (!body?.firstName || !body.lastName || !body.email || !body.phoneNumber) {
        return apiError(400, 'Navn, e-post og telefon må være med');
      }
      if (body.role !== 'FOREST_OWNER' && !body.organizationNumber) {
        return apiError(400, 'Organisasjonsnummer må være med');
      }
      // The cooperative reviews a registration before it opens an account; the sandbox only records it.
      store.registrations.push(body);
      return HttpResponse.json<Contact>(
        {
          contactId: `contact-registration-${String(store.registrations.length)}`,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          address: body.address,
          approvedTerms: false,
          approvedTermsDate: null,
          isEmployee: false,
        },
        { status: 201 },
      );
    }),

    route('confirmPasscode', async ({ request, store, person, pid }) => {
      const body = await readJson<PasscodeRequest>(request);
      if (!body?.passcode) return apiError(400, 'Engangskoden mangler');
      if (body.contactId !== person?.contact.contactId) return apiError(403, 'Du kan bare bruke koder selv');
      const now = Date.now();
      const attempts = store.passcodeAttempts.get(pid) ?? { failures: 0, lockedUntil: null };
      if (attempts.lockedUntil !== null && attempts.lockedUntil > now) {
        return apiError(
          429,
          `For mange feil koder. Prøv igjen om ${String(Math.ceil((attempts.lockedUntil - now) / 60_000))} minutter.`,
        );
      }
      const code = store.passcodes.get(body.passcode.trim());
      if (code?.accountId !== body.accountId || code.used) {
        const failures = attempts.lockedUntil === null ? attempts.failures + 1 : 1;
        const locked = failures >= PASSCODE_MAX_FAILURES;
        store.passcodeAttempts.set(pid, {
          failures: locked ? 0 : failures,
          lockedUntil: locked ? now + PASSCODE_LOCK_MS : null,
        });
        return HttpResponse.json<PasscodeResult>({
          confirmed: false,
          message: locked
            ? 'Koden er ugyldig. Du har skrevet feil kode fem ganger, så du må vente 15 minutter før du prøver igjen.'
            : 'Koden er ugyldig eller allerede brukt.',
        });
      }
      store.passcodeAttempts.delete(pid);
      code.used = true;
      audit(store, 'confirmPasscode', person, body.accountId);
      return HttpResponse.json<PasscodeResult>({ confirmed: true });
    }),
  ];

  const accounts = [
    // Accountant firms only (the gate); the answer names each account and tells nothing more about it.
    route('searchAccounts', ({ request, store }) => {
      const query = new URL(request.url).searchParams;
      const name = filledString(query.get('name'))?.toLocaleLowerCase('nb');
      const phone = digitsOnly(query.get('phoneNumber') ?? '');
      if (!name && !phone) return apiError(400, 'Søk på navn eller telefonnummer');
      if ((name !== undefined && name.length < 2) || (phone !== '' && phone.length < 8)) {
        return apiError(400, 'Skriv minst to bokstaver av navnet eller hele telefonnummeret');
      }
      const found = [...store.accounts.values()].filter(
        (account) =>
          (name === undefined || account.name.toLocaleLowerCase('nb').includes(name)) &&
          (phone === '' || digitsOnly(account.phoneNumber ?? '') === phone),
      );
      return HttpResponse.json<AccountSearchResult[]>(
        found.map(({ id, name: accountName }) => ({ id, name: accountName })),
      );
    }),

    route<{ id: string }>('getAccount', ({ params, store }) => {
      const account = store.accounts.get(params.id);
      return account ? HttpResponse.json<Account>(account) : apiError(404, 'Fant ikke kontoen');
    }),

    route('updateAccount', async ({ request, store, person, party }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body)) return apiError(400, 'Ugyldig konto');
      const existing = store.accounts.get(filledString(body.id) ?? '');
      if (!existing) return apiError(404, 'Fant ikke kontoen');
      const changes = accountChanges(body, existing, changeableAccountFields(party));
      if ('refused' in changes) {
        return apiError(changes.refused.status, changes.refused.message, changes.refused.field);
      }
      const updated: Account = { ...existing, ...changes.fields };
      const bankAccountChanged = (updated.bankAccountNumber ?? null) !== (existing.bankAccountNumber ?? null);
      store.accounts.set(updated.id, updated);
      audit(
        store,
        bankAccountChanged ? 'updateAccount:bankAccountNumber' : 'updateAccount',
        person,
        updated.id,
      );
      return HttpResponse.json(updated);
    }),

    route('acceptUsageOfForestPlan', async ({ request, store, person }) => {
      const body = await readJson<Consent>(request);
      if (!body || !person) return apiError(400, 'Ugyldig samtykke');
      // The server dates the approval: a date from the browser (2099 would turn re-approval off) is ignored.
      const approvedTermsDate = todayInOslo();
      person.contact = { ...person.contact, approvedTerms: true, approvedTermsDate };
      audit(store, 'acceptUsageOfForestPlan', person, body.id);
      return HttpResponse.json<Consent>({
        ...body,
        approvedTermsDate,
        changedByContactId: person.contact.contactId,
      });
    }),
  ];

  return [...contacts, ...accounts];
}
