import { HttpResponse } from 'msw';
import {
  ArrangementStatus,
  type Arrangement,
  type ArrangementNotification,
  type Document,
} from '../../../src/api/generated/model/index.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_PROBLEM_TEXT,
  base64ByteLength,
  reminderBounds,
  reminderProblem,
  reminderProblemText,
  sendTimeBounds,
  sendTimeProblem,
  sendTimeProblemText,
  SMS_MAX_LENGTH,
} from '../../../src/domain/arrangementNotification.ts';
import {
  attachmentTypeOf,
  cleanAttachmentName,
  firstBytesOfBase64,
} from '../../../src/domain/attachmentTypes.ts';
import { may } from '../../../src/domain/permissions.ts';
import { apiError } from '../apiError.ts';
import { partyFor } from '../auth.ts';
import { osloInstant } from '../dates.ts';
import { audit, newId, readJson, type RouteKit } from '../route.ts';
import type { PersonRecord, SandboxStore } from '../store.ts';
import { filledString, isRecord } from '../values.ts';
import { IDEA_BANK_FOLDER, localGroupOf, type StoredArrangement, type StoredNotification } from './seed.ts';

/** What the API answers for an arrangement: every notification with the arrangement's start and its sendDate. */
const answer = (item: StoredArrangement): Arrangement => ({
  ...item,
  notifications: item.notifications.map((notification) => ({
    ...notification,
    startDate: item.startDate,
    sendDate: notification.notificationDateTime,
  })),
});

/** Newest start first. */
const byStartDescending = (a: StoredArrangement, b: StoredArrangement) =>
  Date.parse(b.startDate) - Date.parse(a.startDate);

/** The stored arrangement a body names at `field`; the gate has answered 404 for an unknown one. */
const arrangementAt = (store: SandboxStore, body: unknown, field: string) =>
  isRecord(body) ? store.arrangements.get(filledString(body[field]) ?? '') : undefined;

type ArrangementFields = Pick<
  StoredArrangement,
  'title' | 'status' | 'startDate' | 'location' | 'linkToCourse' | 'calendarInfo' | 'description'
>;

const OPTIONAL_TEXT = ['location', 'linkToCourse', 'calendarInfo', 'description'] as const;

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The fields a create or a draft edit may set, checked: a title, a real start date-time, and status 0 (saved
 * as a draft) or 1 (sent for approval). Participants, notifications and the account are not the body's to set.
 */
function arrangementFields(body: Record<string, unknown>): ArrangementFields | { problem: string } {
  const title = filledString(body.title);
  if (!title) return { problem: 'Tittel må fylles ut' };
  const startDate = osloInstant(body.startDate);
  if (!startDate) return { problem: 'Ugyldig startdato' };
  if (body.status !== ArrangementStatus.Draft && body.status !== ArrangementStatus.AwaitingApproval) {
    return { problem: 'Et arrangement kan bare lagres som kladd eller sendes til godkjenning' };
  }
  const texts: Partial<Record<(typeof OPTIONAL_TEXT)[number], string | null>> = {};
  for (const field of OPTIONAL_TEXT) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return { problem: `Ugyldig verdi for ${field}` };
    }
    texts[field] = filledString(value);
  }
  if (texts.linkToCourse && !isWebAddress(texts.linkToCourse)) {
    return { problem: 'Lenken til kurset må være en nettadresse (https://…)' };
  }
  return {
    title,
    status: body.status,
    startDate,
    location: texts.location ?? null,
    linkToCourse: texts.linkToCourse ?? null,
    calendarInfo: texts.calendarInfo ?? null,
    description: texts.description ?? null,
  };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The attachment as it may be stored: a cleaned name, plain base64 of at most 2 MiB, and a type of the list
 * by both its extension and its first bytes (src/domain/attachmentTypes.ts); or why not.
 */
function attachmentOf(
  value: unknown,
): { attachment: StoredNotification['attachment'] } | { problem: string } {
  if (value === undefined || value === null) return { attachment: null };
  if (!isRecord(value) || typeof value.byteArray !== 'string') return { problem: 'Ugyldig vedlegg' };
  if (!filledString(value.name)) return { problem: 'Vedlegget mangler filnavn' };
  const name = cleanAttachmentName(String(value.name));
  if (value.byteArray.startsWith('data:')) {
    return { problem: 'Vedlegget skal sendes som base64 uten data-prefiks' };
  }
  if (!BASE64.test(value.byteArray)) return { problem: 'Vedlegget er ikke gyldig base64' };
  if (base64ByteLength(value.byteArray) > ATTACHMENT_MAX_BYTES) {
    return { problem: ATTACHMENT_PROBLEM_TEXT.tooLarge };
  }
  if (!attachmentTypeOf(name, firstBytesOfBase64(value.byteArray))) {
    return { problem: ATTACHMENT_PROBLEM_TEXT.type };
  }
  return { attachment: { name, byteArray: value.byteArray } };
}

/**
 * A notification from a request, checked as the form checks it (spec §4, §5; src/domain/arrangementNotification):
 * SMS and/or e-mail with their texts, a reminder only by SMS, the attachment, and the send time and reminder
 * in Oslo time against the arrangement's stored start.
 */
function notificationOf(
  body: Record<string, unknown>,
  arrangement: StoredArrangement,
): Omit<StoredNotification, 'id'> | { problem: string } {
  const sendSMS = body.sendSMS === true;
  const sendMail = body.sendMail === true;
  if (!sendSMS && !sendMail) return { problem: 'Velg SMS, e-post eller begge' };
  const textSMS = filledString(body.textSMS);
  if (sendSMS) {
    if (!textSMS) return { problem: 'SMS-teksten må fylles ut' };
    if (textSMS.length > SMS_MAX_LENGTH) {
      return { problem: `SMS-teksten kan ha høyst ${String(SMS_MAX_LENGTH)} tegn` };
    }
  }
  const subjectEmail = filledString(body.subjectEmail);
  const textMail = filledString(body.textMail);
  if (sendMail && (!subjectEmail || !textMail)) return { problem: 'Emne og tekst for e-posten må fylles ut' };

  const sendTime = osloInstant(body.notificationDateTime);
  if (!sendTime) return { problem: 'Ugyldig tidspunkt for varslingen' };
  const rawReminder = body.reminderNotificationDateTime ?? null;
  const reminder = rawReminder === null ? null : osloInstant(rawReminder);
  if (rawReminder !== null && !reminder) return { problem: 'Ugyldig tidspunkt for påminnelsen' };
  if (reminder && !sendSMS) return { problem: 'Påminnelse sendes bare på SMS' };

  const attachment = attachmentOf(body.attachment);
  if ('problem' in attachment) return attachment;

  const { startDate } = arrangement;
  const sendProblem = sendTimeProblem(sendTime, startDate);
  if (sendProblem) return { problem: sendTimeProblemText(sendProblem, sendTimeBounds(startDate)) };
  const remindProblem = reminderProblem(reminder, sendTime, startDate);
  if (remindProblem) {
    return { problem: reminderProblemText(remindProblem, reminderBounds(sendTime, startDate)) };
  }
  return {
    arrangementId: arrangement.id,
    notificationDateTime: sendTime,
    reminderNotificationDateTime: reminder,
    startDate,
    sendSMS,
    sendMail,
    // A channel not chosen sends nothing: its texts are not kept.
    textSMS: sendSMS ? textSMS : null,
    textMail: sendMail ? textMail : null,
    subjectEmail: sendMail ? subjectEmail : null,
    attachment: attachment.attachment,
    sendDate: sendTime,
  };
}

const NO_CONTENT = () => new HttpResponse(null, { status: 204 });

const BAD_FOLDER = 'Ugyldig mappe (relativePath): bruk idébankens mappe, uten «..», «/» først eller «\\»';

/**
 * The folder a documents call may read, or the answer to give instead. Only the idea bank's folder
 * (`idebank`) and an arrangement's own folder in it (`idebank/{arrangementId}`, an arrangement of a local
 * group the person may read the idea bank for). Refused with 400 before anything is looked up: `.` and `..`
 * segments, an absolute path (`/…`, `C:…`), a backslash, empty segments, and an encoded separator or percent
 * sign (`%2F`, `%5C`, `%25`), raw in the address or left after decoding; refused with 403: any other folder.
 */
function folderOf(
  request: Request,
  store: SandboxStore,
  person: PersonRecord | null,
): { folder: string } | Response {
  const url = new URL(request.url);
  const raw = /(?:^|&)relativePath=([^&]*)/.exec(url.search.slice(1))?.[1];
  const folder = url.searchParams.get('relativePath');
  if (raw === undefined || folder === null || folder.trim() === '') {
    return apiError(400, 'Kallet mangler hvilken mappe det gjelder (relativePath)');
  }
  if (/%(?:2f|5c|25)/i.test(raw) || /[\\%:]/.test(folder) || folder.startsWith('/')) {
    return apiError(400, BAD_FOLDER);
  }
  const segments = folder.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return apiError(400, BAD_FOLDER);
  }
  const [root, arrangementId, ...rest] = segments;
  if (root !== IDEA_BANK_FOLDER || rest.length > 0)
    return apiError(403, 'Du har ikke tilgang til denne mappen');
  if (arrangementId !== undefined) {
    const arrangement = store.arrangements.get(arrangementId);
    const group = arrangement ? localGroupOf(store, arrangement.accountId) : undefined;
    const mayRead = group?.accountIds.some((accountId) => may(partyFor(person, accountId), 'readIdeaBank'));
    if (!mayRead) return apiError(403, 'Du har ikke tilgang til denne mappen');
  }
  return { folder };
}

/**
 * Idébank: the arrangements of the active account's local group, creating and editing drafts, sending them
 * for approval, notifications by SMS and e-mail, the report after an arrangement, deleting drafts, and the
 * documents of the idea-bank folder.
 */
export function ideaBankHandlers({ route }: RouteKit) {
  return [
    route<{ id: string }>('getArrangementsForContact', ({ params, request, store, person }) => {
      // The gate checked the account (accountId); the path names the contact, which must be the caller.
      if (params.id !== person?.contact.contactId) {
        return apiError(403, 'Du har ikke tilgang til dette');
      }
      const accountId = new URL(request.url).searchParams.get('accountId') ?? '';
      const group = localGroupOf(store, accountId);
      return HttpResponse.json<Arrangement[]>(
        group
          ? [...store.arrangements.values()]
              .filter(
                (item) =>
                  group.accountIds.includes(item.accountId) &&
                  // A draft is its own account's work in progress, not yet the group's.
                  (item.status !== ArrangementStatus.Draft || item.accountId === accountId),
              )
              .sort(byStartDescending)
              .map(answer)
          : [],
      );
    }),

    route('createArrangement', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      const accountId = isRecord(body) ? filledString(body.accountId) : null;
      if (!isRecord(body) || !accountId) return apiError(400, 'Ugyldig arrangement');
      if (!localGroupOf(store, accountId)) return apiError(400, 'Kontoen hører ikke til noe skogeierlag');
      const fields = arrangementFields(body);
      if ('problem' in fields) return apiError(400, fields.problem);
      const id = newId('arrangement');
      const created: StoredArrangement = { id, accountId, ...fields, participants: null, notifications: [] };
      store.arrangements.set(id, created);
      audit(store, 'createArrangement', person, id);
      return HttpResponse.json<Arrangement>(answer(created), { status: 201 });
    }),

    route('updateArrangement', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      const stored = arrangementAt(store, body, 'id');
      if (!isRecord(body) || !stored) return apiError(404, 'Fant ikke arrangementet');
      if (stored.status !== ArrangementStatus.Draft) return apiError(409, 'Bare kladder kan endres');
      const fields = arrangementFields(body);
      if ('problem' in fields) return apiError(400, fields.problem);
      // The account, the notifications and the report stay as stored; the notifications follow the start.
      Object.assign(stored, fields);
      for (const notification of stored.notifications) notification.startDate = stored.startDate;
      audit(store, 'updateArrangement', person, stored.id);
      return HttpResponse.json<Arrangement>(answer(stored));
    }),

    route('deleteArrangement', async ({ request, store, person }) => {
      const stored = arrangementAt(store, await readJson<unknown>(request), 'id');
      if (!stored) return apiError(404, 'Fant ikke arrangementet');
      if (stored.status !== ArrangementStatus.Draft) return apiError(409, 'Bare kladder kan slettes');
      store.arrangements.delete(stored.id);
      audit(store, 'deleteArrangement', person, stored.id);
      return NO_CONTENT();
    }),

    route('finishArrangement', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      const stored = arrangementAt(store, body, 'id');
      if (!isRecord(body) || !stored) return apiError(404, 'Fant ikke arrangementet');
      if (stored.status === ArrangementStatus.Completed) {
        return apiError(409, 'Arrangementet er allerede rapportert');
      }
      if (stored.status !== ArrangementStatus.Approved || Date.parse(stored.startDate) > Date.now()) {
        return apiError(409, 'Arrangementet kan ikke rapporteres ennå');
      }
      const { participants } = body;
      const description = filledString(body.description);
      if (participants === undefined || participants === null || participants === '' || !description) {
        return apiError(400, 'Påkrevd felt');
      }
      if (typeof participants !== 'number' || !Number.isInteger(participants) || participants < 0) {
        return apiError(400, 'Antall deltakere må være et helt tall, 0 eller flere');
      }
      Object.assign(stored, { status: ArrangementStatus.Completed, participants, description });
      audit(store, 'finishArrangement', person, stored.id);
      return HttpResponse.json<Arrangement>(answer(stored));
    }),

    route('createArrangementNotification', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      const stored = arrangementAt(store, body, 'arrangementId');
      if (!isRecord(body) || !stored) return apiError(404, 'Fant ikke arrangementet');
      if (stored.status !== ArrangementStatus.Draft && stored.status !== ArrangementStatus.AwaitingApproval) {
        return apiError(
          409,
          'Varsler kan bare legges til kladder og arrangementer som venter på godkjenning',
        );
      }
      const fields = notificationOf(body, stored);
      if ('problem' in fields) return apiError(400, fields.problem);
      const created: StoredNotification = { id: newId('notification'), ...fields };
      stored.notifications.push(created);
      audit(store, 'createArrangementNotification', person, stored.id);
      return HttpResponse.json<ArrangementNotification>(created, { status: 201 });
    }),

    route('getIdeaBankDocuments', ({ request, store, person }) => {
      const checked = folderOf(request, store, person);
      if (checked instanceof Response) return checked;
      return HttpResponse.json<Document[]>(
        (store.ideaBankDocuments.get(checked.folder) ?? []).map(
          ({ fileContent: _content, ...listed }) => listed,
        ),
      );
    }),

    route<{ name: string }>('getIdeaBankDocumentContent', ({ params, request, store, person }) => {
      const checked = folderOf(request, store, person);
      if (checked instanceof Response) return checked;
      const found = store.ideaBankDocuments.get(checked.folder)?.find((item) => item.name === params.name);
      return found ? HttpResponse.json<Document>(found) : apiError(404, 'Fant ikke dokumentet');
    }),
  ];
}
