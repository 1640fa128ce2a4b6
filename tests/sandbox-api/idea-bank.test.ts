// @vitest-environment node
/**
 * The idea bank (Idébank) against the sandbox API over HTTP: the arrangements of the active account's local
 * group, the draft → approval lifecycle, notifications with their date, text and attachment rules, the report,
 * deletion, the idea-bank documents, who may do what, and the test-only fault injection.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { osloDateTime } from '../../sandbox/api/dates.ts';
import { DEFAULT_FAULT_MESSAGE } from '../../sandbox/api/faults.ts';
import { IDEA_BANK_FOLDER, SEEDED_ARRANGEMENTS } from '../../sandbox/api/idea-bank/seed.ts';
import {
  FAULTS_PATH,
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import type { Arrangement, ArrangementNotification, Document } from '../../src/api/generated/model/index.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_PROBLEM_TEXT,
  SMS_MAX_LENGTH,
} from '../../src/domain/arrangementNotification.ts';
import { kari, ola, anne, per, siri } from '../personas';

const { draft, awaitingApproval, approvedPast, approvedFuture, completed, rejected, cancelled } =
  SEEDED_ARRANGEMENTS;

let server: SandboxApiServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  for (const pid of [kari.pid, ola.pid, anne.pid, per.pid, siri.pid])
    tokens.set(pid, await signSandboxAccessToken(pid));
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const call = (path: string, pid: string, init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}) =>
  fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${tokens.get(pid) ?? ''}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const messageOf = async (response: Response) => (await json<{ message: string }>(response)).message;

const list = async (pid: string, contactId: string, accountId: string) =>
  json<Arrangement[]>(await call(`/arrangement/${contactId}?accountId=${accountId}`, pid));
const kariList = () => list(kari.pid, 'contact-kari', 'acc-kari');
const stored = (id: string) => server.store().arrangements.get(id);

const OSLO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;

describe('the arrangements of the active account’s local group', () => {
  it('gives Kari the seven of Ringsaker skogeierlag, newest start first, one or more in each status', async () => {
    const arrangements = await kariList();
    expect(arrangements.map((item) => [item.title, item.status])).toEqual([
      ['Temakveld: skogfond og skatt', 2],
      ['Kurs i motorsagbruk', 0],
      ['Skogdag for nye skogeiere', 1],
      ['Hogstkurs for ungdom', 4],
      ['Kurs i planting', 5],
      ['Befaring i ungskogpleie', 2],
      ['Vårmøte 2026', 3],
    ]);
    expect(arrangements.map((item) => item.id)).toEqual([
      approvedFuture,
      draft,
      awaitingApproval,
      rejected,
      cancelled,
      approvedPast,
      completed,
    ]);
    for (const item of arrangements) {
      expect(item.startDate).toMatch(OSLO_ISO);
      expect(item.accountId).toBe('acc-kari');
    }
  });

  it('lists every notification with its sendDate and the arrangement’s start', async () => {
    const arrangements = await kariList();
    const notifications = arrangements.flatMap((item) =>
      item.notifications.map((notification) => ({ item, notification })),
    );
    expect(notifications.length).toBeGreaterThanOrEqual(3);
    for (const { item, notification } of notifications) {
      expect(notification.sendDate).toBe(notification.notificationDateTime);
      expect(notification.startDate).toBe(item.startDate);
      expect(notification.arrangementId).toBe(item.id);
    }
    const skogdag = arrangements.find((item) => item.id === awaitingApproval);
    expect(skogdag?.notifications).toHaveLength(1);
    expect(skogdag?.notifications[0]).toMatchObject({
      sendSMS: true,
      sendMail: true,
      notificationDateTime: osloDateTime(5, '12:00'),
      reminderNotificationDateTime: osloDateTime(20, '10:00'),
    });
    expect(arrangements.find((item) => item.id === draft)?.notifications).toEqual([]);
    const report = arrangements.find((item) => item.id === completed);
    expect(report).toMatchObject({ participants: 34 });
    expect(report?.description).toBeTruthy();
  });

  it('gives Kari’s company account and Anne, in the same group, the same list but for Kari’s draft', async () => {
    const titles = (items: Arrangement[]) => items.map((item) => item.title);
    const others = (await kariList()).filter((item) => item.id !== draft);
    expect(others).toHaveLength(6);
    expect(titles(await list(kari.pid, 'contact-kari', 'acc-nordmann-skog'))).toEqual(titles(others));
    expect(titles(await list(anne.pid, 'contact-anne', 'acc-ansatt'))).toEqual(titles(others));
  });

  it('lists a draft only for the account that made it; sent for approval, the whole group sees it', async () => {
    const created = await json<Arrangement>(
      await call('/arrangement', anne.pid, {
        method: 'POST',
        body: { ...newDraft, accountId: 'acc-ansatt', title: 'Annes kladd' },
      }),
    );
    const titles = async (pid: string, contactId: string, accountId: string) =>
      (await list(pid, contactId, accountId)).map((item) => item.title);
    expect(await titles(anne.pid, 'contact-anne', 'acc-ansatt')).toContain('Annes kladd');
    expect(await titles(kari.pid, 'contact-kari', 'acc-kari')).not.toContain('Annes kladd');
    expect(await titles(kari.pid, 'contact-kari', 'acc-nordmann-skog')).not.toContain('Annes kladd');

    const sent = await call('/arrangement', anne.pid, {
      method: 'PUT',
      body: { ...created, title: 'Annes kurs', status: 1 },
    });
    expect(sent.status).toBe(200);
    expect(await titles(kari.pid, 'contact-kari', 'acc-kari')).toContain('Annes kurs');
  });

  it('gives Ola (Elverum skogeierlag, no arrangements) an empty list', async () => {
    const response = await call('/arrangement/contact-ola?accountId=acc-hansen', ola.pid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses someone else’s contact id, an account not one’s own, a contractor and an accountant', async () => {
    expect((await call('/arrangement/contact-ola?accountId=acc-kari', kari.pid)).status).toBe(403);
    expect((await call('/arrangement/contact-kari?accountId=acc-hansen', kari.pid)).status).toBe(403);
    expect((await call('/arrangement/contact-per?accountId=acc-berg', per.pid)).status).toBe(403);
    expect((await call('/arrangement/contact-siri?accountId=acc-kari', siri.pid)).status).toBe(403);
    expect((await call('/arrangement/contact-kari', kari.pid)).status).toBe(400);
  });
});

const newDraft = {
  accountId: 'acc-kari',
  title: 'Kurs i hogst',
  status: 0,
  startDate: osloDateTime(40, '18:00'),
  location: 'Moelv',
  linkToCourse: 'https://www.skogkurs.no/kurs/hogst',
  calendarInfo: null,
  description: 'Felling og kvisting',
  participants: 99,
  notifications: [{ notificationDateTime: 'x' }],
};

describe('creating an arrangement', () => {
  it('saves a draft with a new id and no notifications, lists it and audits it by the token’s person', async () => {
    const response = await call('/arrangement', kari.pid, { method: 'POST', body: newDraft });
    expect(response.status).toBe(201);
    const created = await json<Arrangement>(response);
    expect(created).toMatchObject({
      title: 'Kurs i hogst',
      status: 0,
      accountId: 'acc-kari',
      startDate: newDraft.startDate,
      participants: null,
      notifications: [],
    });
    expect(created.id).toBeTruthy();
    expect((await kariList()).map((item) => item.id)).toContain(created.id);
    expect(server.store().auditLog.at(-1)).toEqual({
      operation: 'createArrangement',
      contactId: 'contact-kari',
      subjectId: created.id,
    });
  });

  it('sends one straight for approval, and keeps a start in UTC as Oslo time', async () => {
    const response = await call('/arrangement', kari.pid, {
      method: 'POST',
      body: { ...newDraft, status: 1, startDate: '2030-01-15T17:00:00.000Z' },
    });
    expect(await json<Arrangement>(response)).toMatchObject({
      status: 1,
      startDate: '2030-01-15T18:00:00+01:00',
    });
  });

  it('refuses another status, an empty title, a bad start date and a course link that is no web address', async () => {
    const create = (fields: object) =>
      call('/arrangement', kari.pid, { method: 'POST', body: { ...newDraft, ...fields } });
    for (const status of [2, 3, 5, '0', null]) expect((await create({ status })).status).toBe(400);
    expect((await create({ title: '  ' })).status).toBe(400);
    for (const startDate of ['', '2026-02-30T10:00:00Z', 'i morgen', null]) {
      expect((await create({ startDate })).status).toBe(400);
    }
    expect((await create({ linkToCourse: 'javascript:alert(1)' })).status).toBe(400);
    expect(await kariList()).toHaveLength(7);
  });

  it('lets Ola create for Elverum, shown to Elverum only', async () => {
    const response = await call('/arrangement', ola.pid, {
      method: 'POST',
      body: { ...newDraft, accountId: 'acc-hansen' },
    });
    expect(response.status).toBe(201);
    expect(await list(ola.pid, 'contact-ola', 'acc-hansen')).toHaveLength(1);
    expect(await kariList()).toHaveLength(7);
  });

  it('refuses an account in no local group, and an account not one’s own', async () => {
    server.store().localGroups = server
      .store()
      .localGroups.filter((group) => group.name !== 'Elverum skogeierlag');
    const lonely = await call('/arrangement', ola.pid, {
      method: 'POST',
      body: { ...newDraft, accountId: 'acc-hansen' },
    });
    expect(lonely.status).toBe(400);
    expect(await messageOf(lonely)).toBe('Kontoen hører ikke til noe skogeierlag');
    expect(await list(ola.pid, 'contact-ola', 'acc-hansen')).toEqual([]);
    expect((await call('/arrangement', ola.pid, { method: 'POST', body: newDraft })).status).toBe(403);
    expect(
      (await call('/arrangement', per.pid, { method: 'POST', body: { ...newDraft, accountId: 'acc-berg' } }))
        .status,
    ).toBe(403);
  });
});

describe('editing and deleting: drafts only', () => {
  const update = (id: string, fields: object = {}, pid = kari.pid) =>
    call('/arrangement', pid, {
      method: 'PUT',
      body: { ...(stored(id) ?? {}), title: 'Nytt navn', ...fields },
    });

  it('changes a draft and keeps its account and notifications, whatever the body says', async () => {
    const response = await update(draft, { accountId: 'acc-hansen', notifications: [], participants: 5 });
    expect(response.status).toBe(200);
    expect(await json<Arrangement>(response)).toMatchObject({
      id: draft,
      title: 'Nytt navn',
      status: 0,
      accountId: 'acc-kari',
      participants: null,
    });
  });

  it('sends a draft for approval, after which it can no longer be changed', async () => {
    expect(await json<Arrangement>(await update(draft, { status: 1 }))).toMatchObject({ status: 1 });
    const again = await update(draft);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('Bare kladder kan endres');
  });

  it('refuses to change any arrangement that is not a draft, and a status other than 0 or 1', async () => {
    for (const id of [awaitingApproval, approvedPast, approvedFuture, completed, rejected, cancelled]) {
      expect((await update(id)).status).toBe(409);
    }
    expect((await update(draft, { status: 2 })).status).toBe(400);
    expect(stored(draft)?.title).toBe('Kurs i motorsagbruk');
  });

  it('lets only the people of the account that made it change it', async () => {
    expect((await update(draft, {}, anne.pid)).status).toBe(403);
    expect((await update(draft, {}, ola.pid)).status).toBe(403);
  });

  it('deletes a draft (204), which is gone from the list; any other arrangement is refused', async () => {
    const remove = (id: string, pid = kari.pid) =>
      call('/arrangement/delete', pid, { method: 'PUT', body: stored(id) ?? { id } });
    expect((await remove(draft, anne.pid)).status).toBe(403);
    expect((await remove(draft)).status).toBe(204);
    expect((await kariList()).map((item) => item.id)).not.toContain(draft);
    expect((await remove(draft)).status).toBe(404);
    for (const id of [awaitingApproval, approvedPast, completed, rejected, cancelled]) {
      const response = await remove(id);
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('Bare kladder kan slettes');
    }
  });
});

describe('reporting an arrangement (finish)', () => {
  const finish = (id: string, fields: object = {}) =>
    call('/arrangement/finish', kari.pid, {
      method: 'PUT',
      body: { id, participants: 12, description: 'Godt oppmøte', ...fields },
    });

  it('reports an approved arrangement that has taken place: status 3 with participants and description', async () => {
    const response = await finish(approvedPast);
    expect(response.status).toBe(200);
    expect(await json<Arrangement>(response)).toMatchObject({
      id: approvedPast,
      status: 3,
      participants: 12,
      description: 'Godt oppmøte',
    });
    expect((await kariList()).find((item) => item.id === approvedPast)?.status).toBe(3);
    expect((await finish(approvedPast)).status).toBe(409);
  });

  it('accepts 0 participants', async () => {
    expect((await finish(approvedPast, { participants: 0 })).status).toBe(200);
  });

  it('refuses one that has not taken place or is not approved', async () => {
    const future = await finish(approvedFuture);
    expect(future.status).toBe(409);
    expect(await messageOf(future)).toBe('Arrangementet kan ikke rapporteres ennå');
    for (const id of [draft, awaitingApproval, completed, cancelled]) {
      expect((await finish(id)).status).toBe(409);
    }
  });

  it("refuses missing fields with 'Påkrevd felt', and a participant count that is not a whole number from 0", async () => {
    for (const fields of [
      { participants: null },
      { participants: undefined },
      { description: '  ' },
      { description: null },
    ]) {
      const response = await finish(approvedPast, fields);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('Påkrevd felt');
    }
    for (const participants of [-1, 2.5, '12']) {
      expect((await finish(approvedPast, { participants })).status).toBe(400);
    }
    expect(stored(approvedPast)?.status).toBe(2);
  });
});

describe('notifications', () => {
  /** Kari's draft starts in 30 days at 18:00. */
  const valid = {
    arrangementId: draft,
    notificationDateTime: osloDateTime(5, '12:00'),
    reminderNotificationDateTime: osloDateTime(29, '18:00'),
    startDate: osloDateTime(30, '18:00'),
    sendSMS: true,
    sendMail: false,
    textSMS: 'Velkommen til kurs i motorsagbruk!',
    textMail: null,
    subjectEmail: null,
    attachment: null,
  };
  const notify = (fields: object = {}, pid = kari.pid) =>
    call('/arrangement/createNotification', pid, { method: 'POST', body: { ...valid, ...fields } });
  const refused = async (fields: object) => {
    const response = await notify(fields);
    expect(response.status, JSON.stringify(fields).slice(0, 200)).toBe(400);
    return messageOf(response);
  };
  /** Base64 of a PDF of `bytes` bytes: its header, then zero bytes. */
  const fileOf = (bytes: number) => {
    const content = Buffer.alloc(bytes);
    content.write('%PDF-1.4');
    return { name: 'vedlegg.pdf', byteArray: content.toString('base64') };
  };
  const base64 = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => Buffer.from(part))).toString('base64');
  const TYPE_TEXT = ATTACHMENT_PROBLEM_TEXT.type;

  it('stores an SMS with a reminder (201) with an id, sendDate and the start, listed on the arrangement', async () => {
    const response = await notify();
    expect(response.status).toBe(201);
    const created = await json<ArrangementNotification>(response);
    expect(created).toMatchObject({
      arrangementId: draft,
      notificationDateTime: valid.notificationDateTime,
      sendDate: valid.notificationDateTime,
      reminderNotificationDateTime: valid.reminderNotificationDateTime,
      startDate: osloDateTime(30, '18:00'),
      textSMS: valid.textSMS,
    });
    expect(created.id).toBeTruthy();
    const listed = (await kariList()).find((item) => item.id === draft)?.notifications;
    expect(listed?.map((item) => item.id)).toEqual([created.id]);
    expect(server.store().auditLog.at(-1)).toMatchObject({ operation: 'createArrangementNotification' });
  });

  it('takes an e-mail with subject, text and a small attachment, for an arrangement awaiting approval too', async () => {
    const response = await notify({
      arrangementId: awaitingApproval,
      sendSMS: false,
      sendMail: true,
      textSMS: 'blir ikke sendt',
      reminderNotificationDateTime: null,
      subjectEmail: 'Invitasjon',
      textMail: 'Velkommen!',
      attachment: fileOf(1000),
    });
    expect(response.status).toBe(201);
    expect(await json<ArrangementNotification>(response)).toMatchObject({
      sendMail: true,
      textSMS: null,
      attachment: { name: 'vedlegg.pdf' },
    });
  });

  it('refuses an arrangement that is approved, completed or cancelled', async () => {
    for (const id of [approvedFuture, approvedPast, completed, cancelled]) {
      expect((await notify({ arrangementId: id })).status).toBe(409);
    }
  });

  it('needs a channel and its texts: SMS at most 320 characters, e-mail with subject and text', async () => {
    await refused({ sendSMS: false, sendMail: false });
    await refused({ textSMS: '   ' });
    expect((await notify({ textSMS: 'x'.repeat(SMS_MAX_LENGTH) })).status).toBe(201);
    await refused({ textSMS: 'x'.repeat(SMS_MAX_LENGTH + 1) });
    await refused({ sendMail: true, subjectEmail: 'Emne', textMail: '' });
    await refused({ sendMail: true, subjectEmail: null, textMail: 'Tekst' });
    expect(
      await refused({ sendSMS: false, sendMail: true, subjectEmail: 'Emne', textMail: 'Tekst' }),
    ).toMatch(/bare på SMS/);
  });

  it("takes an attachment of exactly 2 097 152 bytes and refuses one byte more with 'Filen er for stor (Maks 2 MB)'", async () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(2_097_152);
    expect((await notify({ attachment: fileOf(ATTACHMENT_MAX_BYTES) })).status).toBe(201);
    expect(await refused({ attachment: fileOf(ATTACHMENT_MAX_BYTES + 1) })).toBe(
      'Filen er for stor (Maks 2 MB)',
    );
  });

  it('refuses an attachment with a data: prefix, one that is not base64 and one without a name', async () => {
    const file = fileOf(10);
    expect(
      await refused({ attachment: { ...file, byteArray: `data:application/pdf;base64,${file.byteArray}` } }),
    ).toMatch(/uten data-prefiks/);
    await refused({ attachment: { ...file, byteArray: 'ikke base64!' } });
    await refused({ attachment: { ...file, name: '' } });
  });

  it('takes the spec’s types by extension and first bytes: PDF, images, ZIP, Word and Excel', async () => {
    const accepted = [
      ['program.pdf', base64('%PDF-1.7\n')],
      ['kart.PNG', base64([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
      ['bilde.jpeg', base64([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
      ['anim.gif', base64('GIF89a', [1, 0])],
      ['gammel.bmp', base64('BM', [0, 0, 0])],
      ['foto.webp', base64('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
      ['filer.zip', base64('PK', [3, 4, 20, 0])],
      ['brev.docx', base64('PK', [3, 4, 20, 0])],
      ['liste.xls', base64([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ];
    for (const [name, byteArray] of accepted) {
      expect((await notify({ attachment: { name, byteArray } })).status, name).toBe(201);
    }
  });

  it('refuses SVG, an unknown type, and content that is not what the name says', async () => {
    const svg = base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refused({ attachment: { name: 'logo.svg', byteArray: svg } })).toBe(TYPE_TEXT);
    expect(await refused({ attachment: { name: 'logo.pdf', byteArray: svg } })).toBe(TYPE_TEXT);
    expect(await refused({ attachment: { name: 'notat.txt', byteArray: base64('hei') } })).toBe(TYPE_TEXT);
    expect(await refused({ attachment: { name: 'data.bin', byteArray: base64([0, 1, 2, 3]) } })).toBe(
      TYPE_TEXT,
    );
    expect(await refused({ attachment: { name: 'program', byteArray: base64('%PDF-1.7') } })).toBe(TYPE_TEXT);
    expect(await refused({ attachment: { name: 'bilde.png', byteArray: base64('%PDF-1.7') } })).toBe(
      TYPE_TEXT,
    );
    expect(await refused({ attachment: { name: 'liste.xlsx', byteArray: base64('hei') } })).toBe(TYPE_TEXT);
    expect(await refused({ attachment: { name: 'tom.pdf', byteArray: '' } })).toBe(TYPE_TEXT);
    expect(
      await refused({ attachment: { name: 'faktura\u202Efdp.exe', byteArray: base64('MZ', [0x90, 0]) } }),
    ).toBe(TYPE_TEXT);
  });

  it('stores the file name without control or bidirectional characters, and at most 100 characters', async () => {
    const stored = async (name: string) => {
      const response = await notify({ attachment: { ...fileOf(100), name } });
      expect(response.status).toBe(201);
      return (await json<ArrangementNotification>(response)).attachment?.name;
    };
    expect(await stored('Program\u0000\u0007 for\tkurset.pdf')).toBe('Program for kurset.pdf');
    expect(await stored('\u2067rapport\u2069\u200b.pdf')).toBe('rapport.pdf');
    expect(await stored('../../etc/program.pdf')).toBe('.._.._etc_program.pdf');
    const long = await stored(`${'Referat fra årsmøtet '.repeat(20)}.pdf`);
    expect(long?.length).toBeGreaterThan(90);
    expect(long?.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^Referat fra årsmøtet .*\.pdf$/);
  });

  it('sends from tomorrow, not today, and at the latest two days before the start, on the half hour', async () => {
    expect(
      await refused({ notificationDateTime: osloDateTime(0, '23:30'), reminderNotificationDateTime: null }),
    ).toMatch(/tidligst sendes i morgen/);
    expect(
      (await notify({ notificationDateTime: osloDateTime(1, '00:00'), reminderNotificationDateTime: null }))
        .status,
    ).toBe(201);
    expect(
      (await notify({ notificationDateTime: osloDateTime(28, '18:00'), reminderNotificationDateTime: null }))
        .status,
    ).toBe(201);
    await refused({ notificationDateTime: osloDateTime(28, '18:30'), reminderNotificationDateTime: null });
    await refused({ notificationDateTime: osloDateTime(5, '12:15') });
    await refused({ notificationDateTime: 'i morgen' });
  });

  it('reminds from one day after the send time to one day before the start, by SMS only', async () => {
    expect((await notify({ reminderNotificationDateTime: osloDateTime(6, '12:00') })).status).toBe(201);
    await refused({ reminderNotificationDateTime: osloDateTime(6, '11:30') });
    await refused({ reminderNotificationDateTime: osloDateTime(29, '18:30') });
    await refused({ reminderNotificationDateTime: osloDateTime(31, '10:00') });
    expect((await notify({ reminderNotificationDateTime: null })).status).toBe(201);
  });

  it('lets only the people of the account that made the arrangement notify', async () => {
    expect((await notify({}, anne.pid)).status).toBe(403);
    expect((await notify({ arrangementId: 'arrangement-ukjent' })).status).toBe(404);
  });
});

describe('idea-bank documents', () => {
  it('lists the templates and guides of the idea-bank folder without their content', async () => {
    const documents = await json<Document[]>(
      await call(`/documents?relativePath=${IDEA_BANK_FOLDER}`, kari.pid),
    );
    expect(documents.map((item) => item.name)).toEqual([
      'Mal for invitasjon.pdf',
      'Veileder for lokallag.pdf',
      'Sjekkliste arrangement.pdf',
    ]);
    expect(documents.every((item) => item.fileContent === undefined)).toBe(true);
  });

  it('gives a document with its PDF content, 404 for an unknown name, 403 for another folder', async () => {
    const name = encodeURIComponent('Mal for invitasjon.pdf');
    const found = await json<Document>(
      await call(`/documents/document-content/fileName/${name}?relativePath=${IDEA_BANK_FOLDER}`, kari.pid),
    );
    expect(
      Buffer.from(found.fileContent ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      (
        await call(
          `/documents/document-content/fileName/ukjent.pdf?relativePath=${IDEA_BANK_FOLDER}`,
          kari.pid,
        )
      ).status,
    ).toBe(404);
    expect((await call('/documents?relativePath=ukjent', ola.pid)).status).toBe(403);
    expect((await call('/documents', kari.pid)).status).toBe(400);
  });

  it('is for idea-bank readers only', async () => {
    expect((await call(`/documents?relativePath=${IDEA_BANK_FOLDER}`, per.pid)).status).toBe(403);
    expect((await call(`/documents?relativePath=${IDEA_BANK_FOLDER}`, siri.pid)).status).toBe(403);
  });
});

describe('test-only fault injection', () => {
  const addFault = (body: unknown) =>
    fetch(`${server.url}${FAULTS_PATH}`, {
      method: 'POST',
      headers: SANDBOX_CONTROL_HEADERS,
      body: JSON.stringify(body),
    });
  const removeDraft = (pid = kari.pid) =>
    call('/arrangement/delete', pid, { method: 'PUT', body: { id: draft } });

  it('makes an operation answer with the fault after the gate, until the reset', async () => {
    expect(
      (await addFault({ operationId: 'deleteArrangement', status: 500, message: 'Sletting feilet' })).status,
    ).toBe(204);
    const failed = await removeDraft();
    expect(failed.status).toBe(500);
    expect(await messageOf(failed)).toBe('Sletting feilet');
    expect((await kariList()).map((item) => item.id)).toContain(draft);
    // The gate still answers first, and other operations are untouched.
    expect((await removeDraft(ola.pid)).status).toBe(403);
    expect(
      (
        await call('/arrangement/finish', kari.pid, {
          method: 'PUT',
          body: { id: approvedPast, participants: 1, description: 'Ok' },
        })
      ).status,
    ).toBe(200);

    await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
    expect(server.store().faults).toEqual([]);
    expect((await removeDraft()).status).toBe(204);
  });

  it('takes a fault pushed into the store directly, with a default message', async () => {
    server.store().faults.push({ operationId: 'getArrangementsForContact', status: 503 });
    const response = await call('/arrangement/contact-kari?accountId=acc-kari', kari.pid);
    expect(response.status).toBe(503);
    expect(await messageOf(response)).toBe(DEFAULT_FAULT_MESSAGE);
  });

  it('refuses a fault for an unknown operation, a status that is not an error, and a body that is not JSON', async () => {
    expect((await addFault({ operationId: 'slettAlt', status: 500 })).status).toBe(400);
    expect((await addFault({ operationId: 'deleteArrangement', status: 200 })).status).toBe(400);
    expect(
      (
        await fetch(`${server.url}${FAULTS_PATH}`, {
          method: 'POST',
          headers: SANDBOX_CONTROL_HEADERS,
          body: 'x',
        })
      ).status,
    ).toBe(400);
    expect(server.store().faults).toEqual([]);
  });
});
