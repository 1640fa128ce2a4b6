import {
  ArrangementStatus,
  type Arrangement,
  type ArrangementNotification,
} from '../../../src/api/generated/model/index.ts';
import { osloDateTime } from '../dates.ts';
import { document, type StoredDocument } from '../documents.ts';
import { pdfBase64 } from '../pdf.ts';

/**
 * The idea bank ('Idébank'): the local forest-owner groups (skogeierlag), their arrangements with SMS / e-mail
 * notifications, and the documents of the idea-bank folder. An arrangement belongs to the account that made
 * it (accountId) and is listed for every account of that account's group.
 */
export interface LocalGroup {
  id: string;
  name: string;
  accountIds: string[];
}

export type StoredArrangement = Arrangement & {
  id: string;
  accountId: string;
  notifications: StoredNotification[];
};

export type StoredNotification = ArrangementNotification & { id: string; arrangementId: string };

export interface IdeaBankData {
  localGroups: LocalGroup[];
  arrangements: Map<string, StoredArrangement>;
  /** The documents of each folder, by relativePath. */
  ideaBankDocuments: Map<string, StoredDocument[]>;
}

export const RINGSAKER_GROUP_ID = 'lag-ringsaker';
export const ELVERUM_GROUP_ID = 'lag-elverum';
/** The folder the portal's idea bank lists (GET /documents?relativePath=idebank). */
export const IDEA_BANK_FOLDER = 'idebank';

/** The seeded arrangements of Ringsaker skogeierlag, one or more in each status. */
export const SEEDED_ARRANGEMENTS = {
  /** 0 Kladd 'Kurs i motorsagbruk', in 30 days: may be edited, deleted and given notifications. */
  draft: 'arrangement-motorsag',
  /** 1 Venter på godkjenning 'Skogdag for nye skogeiere', in 21 days, one planned notification. */
  awaitingApproval: 'arrangement-skogdag',
  /** 2 Godkjent 'Befaring i ungskogpleie', 10 days ago: can be reported. */
  approvedPast: 'arrangement-befaring',
  /** 2 Godkjent 'Temakveld: skogfond og skatt', in 45 days: cannot be reported yet. */
  approvedFuture: 'arrangement-temakveld',
  /** 3 Fullført 'Vårmøte 2026', 60 days ago, with participants and a description. */
  completed: 'arrangement-varmote',
  /** 4 Ikke godkjent 'Hogstkurs for ungdom', in 15 days: the cooperative said no (the code is assumed). */
  rejected: 'arrangement-hogstkurs',
  /** 5 Avlyst 'Kurs i planting', in 10 days. */
  cancelled: 'arrangement-planting',
} as const;

const notification = (
  id: string,
  arrangement: { id: string; startDate: string },
  fields: Omit<ArrangementNotification, 'id' | 'arrangementId' | 'startDate' | 'sendDate'>,
): StoredNotification => ({
  id,
  arrangementId: arrangement.id,
  startDate: arrangement.startDate,
  sendDate: fields.notificationDateTime,
  ...fields,
});

const arrangement = (
  fields: Omit<StoredArrangement, 'accountId' | 'notifications'> & Partial<StoredArrangement>,
): StoredArrangement => ({
  accountId: 'acc-kari',
  location: null,
  linkToCourse: null,
  calendarInfo: null,
  participants: null,
  description: null,
  notifications: [],
  ...fields,
});

function seedArrangements(): StoredArrangement[] {
  const skogdag = { id: SEEDED_ARRANGEMENTS.awaitingApproval, startDate: osloDateTime(21, '10:00') };
  const befaring = { id: SEEDED_ARRANGEMENTS.approvedPast, startDate: osloDateTime(-10, '17:00') };
  const temakveld = { id: SEEDED_ARRANGEMENTS.approvedFuture, startDate: osloDateTime(45, '19:00') };
  const varmote = { id: SEEDED_ARRANGEMENTS.completed, startDate: osloDateTime(-60, '18:00') };
  return [
    arrangement({
      id: SEEDED_ARRANGEMENTS.draft,
      title: 'Kurs i motorsagbruk',
      status: ArrangementStatus.Draft,
      startDate: osloDateTime(30, '18:00'),
      location: 'Brumunddal samfunnshus',
      linkToCourse: 'https://www.skogkurs.no/kurs/motorsag',
      calendarInfo: 'To kvelder, 18.00–21.00. Ta med hjelm og vernebukse.',
      description: 'Grunnkurs i trygg bruk og vedlikehold av motorsag, med praktisk øvelse i skogen.',
    }),
    arrangement({
      ...skogdag,
      title: 'Skogdag for nye skogeiere',
      status: ArrangementStatus.AwaitingApproval,
      location: 'Nordre Nordmann, Ringsaker',
      calendarInfo: 'Kl. 10.00–15.00, lunsj på stedet',
      description: 'Vandring i skogen med skogbruksleder: planting, ungskogpleie og hogst.',
      notifications: [
        notification('notification-skogdag-1', skogdag, {
          notificationDateTime: osloDateTime(5, '12:00'),
          reminderNotificationDateTime: osloDateTime(20, '10:00'),
          sendSMS: true,
          sendMail: true,
          textSMS: 'Velkommen til skogdag for nye skogeiere! Meld deg på til lokallaget.',
          textMail: 'Hei!\n\nRingsaker skogeierlag inviterer til skogdag for nye skogeiere.',
          subjectEmail: 'Invitasjon: Skogdag for nye skogeiere',
          attachment: null,
        }),
      ],
    }),
    arrangement({
      ...befaring,
      title: 'Befaring i ungskogpleie',
      status: ArrangementStatus.Approved,
      location: 'Åsen, Ringsaker',
      calendarInfo: 'Oppmøte ved skogsbilvegen kl. 17.00',
      notifications: [
        notification('notification-befaring-1', befaring, {
          notificationDateTime: osloDateTime(-14, '12:00'),
          reminderNotificationDateTime: osloDateTime(-11, '17:00'),
          sendSMS: true,
          sendMail: true,
          textSMS: 'Befaring i ungskogpleie om ti dager. Se e-post for kart.',
          textMail: 'Vi møtes ved skogsbilvegen på Åsen. Kart til møteplassen ligger ved.',
          subjectEmail: 'Befaring i ungskogpleie',
          attachment: {
            name: 'Kart til møteplassen.pdf',
            byteArray: pdfBase64('Kart til møteplassen', ['Oppmøte ved skogsbilvegen på Åsen.']),
          },
        }),
      ],
    }),
    arrangement({
      ...temakveld,
      title: 'Temakveld: skogfond og skatt',
      status: ArrangementStatus.Approved,
      location: 'Moelv kulturhus',
      linkToCourse: 'https://www.skogkurs.no/kurs/skogfond',
      calendarInfo: 'Kl. 19.00–21.00, kaffe og kaker',
      description: 'Regnskapsfører forklarer skogfond, skatt og avskrivninger.',
      notifications: [
        notification('notification-temakveld-1', temakveld, {
          notificationDateTime: osloDateTime(30, '09:00'),
          reminderNotificationDateTime: null,
          sendSMS: false,
          sendMail: true,
          textSMS: null,
          textMail: 'Velkommen til temakveld om skogfond og skatt i Moelv kulturhus.',
          subjectEmail: 'Temakveld: skogfond og skatt',
          attachment: null,
        }),
      ],
    }),
    arrangement({
      ...varmote,
      title: 'Vårmøte 2026',
      status: ArrangementStatus.Completed,
      location: 'Brumunddal samfunnshus',
      participants: 34,
      description: 'Godt oppmøte. Gjennomgang av tømmerpriser og plan for høstens kurs.',
      notifications: [
        notification('notification-varmote-1', varmote, {
          notificationDateTime: osloDateTime(-70, '12:00'),
          reminderNotificationDateTime: osloDateTime(-61, '18:00'),
          sendSMS: true,
          sendMail: false,
          textSMS: 'Velkommen til vårmøtet i Ringsaker skogeierlag.',
          textMail: null,
          subjectEmail: null,
          attachment: null,
        }),
      ],
    }),
    arrangement({
      id: SEEDED_ARRANGEMENTS.rejected,
      title: 'Hogstkurs for ungdom',
      status: ArrangementStatus.Rejected,
      startDate: osloDateTime(15, '10:00'),
      location: 'Moelv',
      description:
        'Sendt til godkjenning, men ikke godkjent: kurset krever instruktør med motorsagsertifikat.',
    }),
    arrangement({
      id: SEEDED_ARRANGEMENTS.cancelled,
      title: 'Kurs i planting',
      status: ArrangementStatus.Cancelled,
      startDate: osloDateTime(10, '09:00'),
      location: 'Bjørkli, Ringsaker',
    }),
  ];
}

export function createIdeaBankData(): IdeaBankData {
  return {
    localGroups: [
      {
        id: RINGSAKER_GROUP_ID,
        name: 'Ringsaker skogeierlag',
        accountIds: ['acc-kari', 'acc-nordmann-skog', 'acc-ansatt'],
      },
      // No arrangements: the idea bank's empty state.
      { id: ELVERUM_GROUP_ID, name: 'Elverum skogeierlag', accountIds: ['acc-hansen'] },
    ],
    arrangements: new Map(seedArrangements().map((item) => [item.id, item])),
    ideaBankDocuments: new Map([
      [
        IDEA_BANK_FOLDER,
        [
          document(
            'Mal for invitasjon.pdf',
            'Mal for invitasjon',
            ['Tittel, tid og sted', 'Hva arrangementet handler om', 'Påmelding og frist'],
            -200,
          ),
          document(
            'Veileder for lokallag.pdf',
            'Veileder for lokallag',
            ['Slik planlegger dere et arrangement', 'Varsling på SMS og e-post', 'Rapport etterpå'],
            -120,
          ),
          document(
            'Sjekkliste arrangement.pdf',
            'Sjekkliste arrangement',
            ['Lokale og servering', 'Varsling senest to dager før', 'Antall deltakere til rapporten'],
            -45,
          ),
        ],
      ],
    ]),
  };
}

/** The local group an account belongs to, or undefined. */
export const localGroupOf = (data: Pick<IdeaBankData, 'localGroups'>, accountId: string) =>
  data.localGroups.find((group) => group.accountIds.includes(accountId));
