import { HttpResponse } from 'msw';
import type {
  Account,
  Consent,
  Contact,
  ContactUpdate,
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
} from '../../../src/domain/norwegianNumbers.ts';
import { verifySandboxIdToken } from '../../eid/tokens.ts';
import { apiError } from '../apiError.ts';
import { bearerPid } from '../auth.ts';
import { audit, readJson, type RouteKit } from '../route.ts';
import type { PersonRecord, SandboxStore } from '../store.ts';
import { filledString, isRecord } from '../values.ts';

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
  | { refused: { status: 400 | 403; message: string } } {
  const isAllowed = (field: string): field is AccountChangeField =>
    (allowed as readonly string[]).includes(field);
  const stored: Record<string, unknown> = { ...existing };
  const fields: Partial<Record<AccountChangeField, string | null>> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'id' || field === 'changedByContactId') continue;
    if (isAllowed(field)) {
      const checked = checkedValue(field, value);
      if ('problem' in checked) return { refused: { status: 400, message: checked.problem } };
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
      const body = await readJson<ContactUpdate>(request);
      if (!person || !body) return apiError(400, 'Ugyldig kontakt');
      // Terms approval goes through PUT /account/putAcceptUsageOfForestPlan, employment is the
      // cooperative's record: a contact form cannot set either, nor who changed it.
      const {
        changedByContactId: _changedBy,
        approvedTerms: _approvedTerms,
        approvedTermsDate: _approvedTermsDate,
        isEmployee: _isEmployee,
        contactId: _contactId,
        ...fields
      } = body;
      person.contact = { ...person.contact, ...fields };
      audit(store, 'updateContact', person, person.contact.contactId);
      return HttpResponse.json(person.contact);
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
      if ('refused' in changes) return apiError(changes.refused.status, changes.refused.message);
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
      person.contact = {
        ...person.contact,
        approvedTerms: true,
        approvedTermsDate: body.approvedTermsDate ?? new Date().toISOString().slice(0, 10),
      };
      audit(store, 'acceptUsageOfForestPlan', person, body.id);
      return HttpResponse.json<Consent>({ ...body, changedByContactId: person.contact.contactId });
    }),
  ];

  return [...contacts, ...accounts];
}
