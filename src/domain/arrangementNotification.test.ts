import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentFromDataUrl,
  base64ByteLength,
  canStillNotify,
  defaultReminder,
  reminderBounds,
  reminderProblem,
  reminderProblemText,
  sendTimeBounds,
  sendTimeProblem,
  sendTimeProblemText,
} from './arrangementNotification';

// 23.11.2026 14:15 in Oslo (winter time, UTC+1).
const NOW = new Date('2026-11-23T13:15:00Z');
const START = '2026-12-10T18:00:00+01:00';

describe('send time (earliest tomorrow, latest two days before the start)', () => {
  it('starts at midnight tomorrow in Oslo and ends at the start time two days before', () => {
    expect(sendTimeBounds(START, NOW)).toEqual({
      earliest: '2026-11-24T00:00:00+01:00',
      latest: '2026-12-08T18:00:00+01:00',
    });
  });

  it('refuses today, accepts tomorrow, and refuses the last two days before the start', () => {
    expect(sendTimeProblem('2026-11-23T18:00:00+01:00', START, NOW)).toBe('beforeTomorrow');
    expect(sendTimeProblem('2026-11-23T23:30:00+01:00', START, NOW)).toBe('beforeTomorrow');
    expect(sendTimeProblem('2026-11-24T00:00:00+01:00', START, NOW)).toBeNull();
    expect(sendTimeProblem('2026-11-24T09:00:00+01:00', START, NOW)).toBeNull();
    expect(sendTimeProblem('2026-12-08T18:00:00+01:00', START, NOW)).toBeNull();
    expect(sendTimeProblem('2026-12-08T18:30:00+01:00', START, NOW)).toBe('tooCloseToStart');
    expect(sendTimeProblem('2026-12-11T09:00:00+01:00', START, NOW)).toBe('tooCloseToStart');
  });

  it('takes "tomorrow" from the Oslo calendar, not UTC: at 00:30 Oslo time it is already the next day', () => {
    const justAfterMidnight = new Date('2026-11-23T23:30:00Z'); // 24.11 00:30 in Oslo
    expect(sendTimeBounds(START, justAfterMidnight).earliest).toBe('2026-11-25T00:00:00+01:00');
  });

  it('asks for a whole or half hour', () => {
    expect(sendTimeProblem('2026-11-25T09:15:00+01:00', START, NOW)).toBe('notOnHalfHour');
    expect(sendTimeProblem('2026-11-25T09:30:00+01:00', START, NOW)).toBeNull();
  });

  it('says in Norwegian what the limit is', () => {
    const bounds = sendTimeBounds(START, NOW);
    expect(sendTimeProblemText('beforeTomorrow', bounds)).toBe(
      'Varslingen kan tidligst sendes i morgen, 24.11.2026 kl. 00:00',
    );
    expect(sendTimeProblemText('tooCloseToStart', bounds)).toBe(
      'Varslingen må sendes senest to dager før arrangementet, 08.12.2026 kl. 18:00',
    );
    expect(sendTimeProblemText('notOnHalfHour', bounds)).toBe('Velg et tidspunkt på hel eller halv time');
  });

  it('knows when the start is too close for any notification', () => {
    expect(canStillNotify('2026-11-26T18:00:00+01:00', NOW)).toBe(true);
    expect(canStillNotify('2026-11-25T18:00:00+01:00', NOW)).toBe(false);
  });
});

describe('reminder (SMS only; one day after the send time at the earliest, one day before the start at the latest)', () => {
  const SEND = '2026-12-01T12:00:00+01:00';

  it('defaults to one day before the start', () => {
    expect(defaultReminder(START)).toBe('2026-12-09T18:00:00+01:00');
    expect(reminderProblem(defaultReminder(START), SEND, START)).toBeNull();
  });

  it('may be removed', () => {
    expect(reminderProblem(null, SEND, START)).toBeNull();
  });

  it('refuses a reminder before a day has passed since the send time, or after the start', () => {
    expect(reminderProblem('2026-12-02T11:30:00+01:00', SEND, START)).toBe('tooSoonAfterSend');
    expect(reminderProblem('2026-12-02T12:00:00+01:00', SEND, START)).toBeNull();
    expect(reminderProblem('2026-12-09T18:30:00+01:00', SEND, START)).toBe('tooCloseToStart');
    expect(reminderProblem('2026-12-11T09:00:00+01:00', SEND, START)).toBe('tooCloseToStart');
    expect(reminderProblemText('tooCloseToStart', reminderBounds(SEND, START))).toBe(
      'Påminnelsen må sendes senest én dag før arrangementet, 09.12.2026 kl. 18:00',
    );
  });
});

describe('across a daylight-saving change', () => {
  it('keeps the Oslo wall time when the clocks go forward (29.03.2026) between the send time and the start', () => {
    const start = '2026-03-30T18:00:00+02:00'; // Monday after the change, summer time
    expect(sendTimeBounds(start, new Date('2026-03-20T10:00:00Z')).latest).toBe('2026-03-28T18:00:00+01:00');
    expect(defaultReminder(start)).toBe('2026-03-29T18:00:00+02:00');
    // 47 hours before the start, yet two Oslo days.
    expect(dayjs(start).diff(dayjs('2026-03-28T18:00:00+01:00'), 'hour')).toBe(47);
  });

  it('keeps the Oslo wall time when the clocks go back (25.10.2026)', () => {
    const start = '2026-10-26T09:00:00+01:00';
    expect(sendTimeBounds(start, new Date('2026-10-01T10:00:00Z')).latest).toBe('2026-10-24T09:00:00+02:00');
    expect(reminderBounds('2026-10-24T09:00:00+02:00', start)).toEqual({
      earliest: '2026-10-25T09:00:00+01:00',
      latest: '2026-10-25T09:00:00+01:00',
    });
  });

  it('starts "tomorrow" at Oslo midnight on the night the clocks change', () => {
    const saturdayEvening = new Date('2026-03-28T20:00:00Z'); // 21:00 Oslo, winter time
    expect(sendTimeBounds('2026-04-10T18:00:00+02:00', saturdayEvening).earliest).toBe(
      '2026-03-29T00:00:00+01:00',
    );
  });
});

describe('properties of the date rules', () => {
  // Instants on a half-hour grid between 2026 and 2028, so every case crosses some daylight-saving change.
  const halfHour = fc
    .integer({ min: 0, max: 3 * 365 * 48 })
    .map((steps) => dayjs('2026-01-01T00:00:00Z').add(steps * 30, 'minute'));
  const iso = (time: dayjs.Dayjs) => time.toISOString();

  it('accepts every half-hour send time within the bounds, and refuses everything outside them', () => {
    fc.assert(
      fc.property(halfHour, halfHour, halfHour, (now, send, start) => {
        const bounds = sendTimeBounds(iso(start), now.toDate());
        const inside = !send.isBefore(bounds.earliest) && !send.isAfter(bounds.latest);
        expect(sendTimeProblem(iso(send), iso(start), now.toDate()) === null).toBe(inside);
      }),
    );
  });

  it('never accepts a send time today or later than two days before the start', () => {
    fc.assert(
      fc.property(halfHour, halfHour, halfHour, (now, send, start) => {
        if (sendTimeProblem(iso(send), iso(start), now.toDate()) !== null) return;
        const sendDay = send.tz('Europe/Oslo').format('YYYY-MM-DD');
        expect(sendDay > now.tz('Europe/Oslo').format('YYYY-MM-DD')).toBe(true);
        // At least 47 hours (two Oslo days, one of them perhaps 23 hours long).
        expect(start.diff(send, 'hour', true)).toBeGreaterThanOrEqual(47);
      }),
    );
  });

  it('never accepts a reminder less than a day after the send time or after the day before the start', () => {
    fc.assert(
      fc.property(halfHour, halfHour, halfHour, (send, reminder, start) => {
        if (reminderProblem(iso(reminder), iso(send), iso(start)) !== null) return;
        expect(reminder.diff(send, 'hour', true)).toBeGreaterThanOrEqual(23);
        expect(start.diff(reminder, 'hour', true)).toBeGreaterThanOrEqual(23);
      }),
    );
  });

  it('gives a default reminder that a send time two days before the start accepts', () => {
    fc.assert(
      fc.property(halfHour, (start) => {
        const latestSend = sendTimeBounds(iso(start), new Date(0)).latest;
        expect(reminderProblem(defaultReminder(iso(start)), latestSend, iso(start))).toBeNull();
      }),
    );
  });
});

describe('attachment', () => {
  const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
  /** A PDF of `bytes` bytes: its header, then filler. */
  const pdfOf = (bytes: number) => {
    const file = Buffer.alloc(bytes, 7);
    file.write('%PDF-1.4');
    return file.toString('base64');
  };

  it('sends the base64 without the data prefix, with the file name', () => {
    expect(attachmentFromDataUrl('Program.pdf', 'data:application/pdf;base64,JVBERi0xLjQ=')).toEqual({
      attachment: { name: 'Program.pdf', byteArray: 'JVBERi0xLjQ=' },
    });
  });

  it('allows exactly 2 MiB (2 097 152 bytes) and refuses one byte more', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(2_097_152);
    expect(attachmentFromDataUrl('a.pdf', `data:application/pdf;base64,${pdfOf(2_097_152)}`)).toHaveProperty(
      'attachment',
    );
    expect(attachmentFromDataUrl('a.pdf', `data:application/pdf;base64,${pdfOf(2_097_153)}`)).toEqual({
      problem: 'tooLarge',
    });
  });

  it('refuses a type outside the list instead of sending empty content', () => {
    expect(attachmentFromDataUrl('notat.txt', 'data:text/plain;base64,aGVp')).toEqual({ problem: 'type' });
    expect(attachmentFromDataUrl('x', 'not a data url')).toEqual({ problem: 'type' });
    const xlsx = Buffer.from('PK\u0003\u0004 og resten').toString('base64');
    expect(
      attachmentFromDataUrl('liste.xlsx', `data:application/vnd.ms-excel;base64,${xlsx}`),
    ).toHaveProperty('attachment');
  });

  it('goes by the name and the first bytes, not by the type the browser guessed', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(attachmentFromDataUrl('logo.svg', `data:image/svg+xml;base64,${svg}`)).toEqual({
      problem: 'type',
    });
    expect(attachmentFromDataUrl('logo.pdf', `data:application/pdf;base64,${svg}`)).toEqual({
      problem: 'type',
    });
    expect(attachmentFromDataUrl('liste.xlsx', 'data:application/vnd.ms-excel;base64,aGVp')).toEqual({
      problem: 'type',
    });
    // A type the browser cannot name (octet-stream, or none) is still sent when the content is a PDF.
    expect(attachmentFromDataUrl('program.pdf', `data:;base64,${pdfOf(20)}`)).toHaveProperty('attachment');
  });

  it('sends the name cleaned of control and bidirectional characters', () => {
    expect(attachmentFromDataUrl('faktura\u202Efdp.pdf', `data:application/pdf;base64,${pdfOf(20)}`)).toEqual(
      {
        attachment: { name: 'fakturafdp.pdf', byteArray: pdfOf(20) },
      },
    );
  });

  it('counts decoded bytes for every length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (bytes) => {
        expect(base64ByteLength(base64Of(bytes))).toBe(bytes);
      }),
    );
  });
});
