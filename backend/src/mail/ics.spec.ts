import { CENTRE_NAME } from '@umang/common';
import { appointmentIcs, escapeText, foldLine, istDateTime, type AppointmentIcsInput } from './ics.js';

const octets = (line: string): number => Buffer.byteLength(line, 'utf8');
/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed. */
const unfold = (text: string): string => text.replace(/\r\n[ \t]/g, '');
const contentLines = (text: string): string[] => unfold(text).split('\r\n').slice(0, -1);

const event = (overrides: Partial<AppointmentIcsInput> = {}): AppointmentIcsInput => ({
  method: 'REQUEST',
  sequence: 0,
  uid: '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c@umang',
  startsAt: new Date('2027-01-05T05:00:00Z'),
  minutes: 30,
  summary: 'Appointment with Dr. Ananya Sharma',
  description: 'Psychiatrist',
  location: 'Plot 21, Sector 40, Gurugram',
  organizerName: CENTRE_NAME,
  organizerEmail: 'frontdesk@umang.example',
  stamp: new Date('2026-12-30T14:07:09Z'),
  ...overrides,
});

describe('appointment .ics', () => {
  it('ends every line with CRLF and never uses a bare line feed or carriage return', () => {
    const ics = appointmentIcs(event({ description: 'Line one\nLine two\r\nLine three\rend' }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(contentLines(ics)[0]).toBe('BEGIN:VCALENDAR');
    expect(contentLines(ics).at(-1)).toBe('END:VCALENDAR');
  });

  it('writes start and end as IST wall-clock time with the Asia/Kolkata zone, and DTSTAMP in UTC', () => {
    const lines = contentLines(appointmentIcs(event()));
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20270105T103000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20270105T110000');
    expect(lines).toContain('DTSTAMP:20261230T140709Z');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('UID:3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c@umang');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toContain('Umang Child & Mental Health');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'TZNAME:IST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.some((l) => l.startsWith('BEGIN:DAYLIGHT'))).toBe(false);
  });

  it('takes the IST date, not the UTC one, for an instant after 18:30 UTC', () => {
    // 20:00 UTC on the 4th is 01:30 on the 5th in India.
    expect(istDateTime(new Date('2027-01-04T20:00:00Z'))).toBe('20270105T013000');
    // New Year's Eve in UTC is already New Year's Day in India.
    expect(istDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('20270101T000000');
    const lines = contentLines(appointmentIcs(event({ startsAt: new Date('2027-03-31T13:00:00Z') })));
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20270331T183000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20270331T190000');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('tab\tstays, bell\u0007 goes')).toBe('tab\tstays\\, bell goes');
    const lines = contentLines(
      appointmentIcs(event({ summary: 'Dr. A; B, C\\D', location: 'Line 1\nLine 2' })),
    );
    expect(lines).toContain('SUMMARY:Dr. A\\; B\\, C\\\\D');
    expect(lines).toContain('LOCATION:Line 1\\nLine 2');
  });

  it('quotes the organizer name, which may hold separators, and leaves ORGANIZER out without an e-mail', () => {
    const lines = contentLines(appointmentIcs(event({ organizerName: 'Umang: "Centre"; Gurugram, India' })));
    expect(lines).toContain('ORGANIZER;CN="Umang: Centre; Gurugram, India":mailto:frontdesk@umang.example');
    const without = contentLines(appointmentIcs(event({ organizerEmail: undefined })));
    expect(without.some((l) => l.startsWith('ORGANIZER'))).toBe(false);
  });

  it('names the patient as an attendee who is not asked to reply, quoted like the organizer', () => {
    const lines = contentLines(
      appointmentIcs(event({ attendee: { name: 'Asha "Ash" Verma, Jr.', email: 'asha@example.org' } })),
    );
    expect(lines).toContain(
      'ATTENDEE;CN="Asha Ash Verma, Jr.";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:asha@example.org',
    );
    expect(contentLines(appointmentIcs(event())).some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });

  it('writes a move as a REQUEST with a higher SEQUENCE, and a cancellation as a CANCEL of the same UID', () => {
    const moved = contentLines(appointmentIcs(event({ sequence: 1 })));
    expect(moved).toContain('METHOD:REQUEST');
    expect(moved).toContain('SEQUENCE:1');
    expect(moved.some((l) => l.startsWith('STATUS:'))).toBe(false);
    const cancelled = contentLines(appointmentIcs(event({ method: 'CANCEL', sequence: 2 })));
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain('UID:3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c@umang');
  });

  it('folds lines longer than 75 octets, continuing with one space, and unfolds to the original', () => {
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.map(octets)).toEqual([75, 75, 200 + 12 - 75 - 74 + 1]);
    expect(physical.slice(1).every((l) => l.startsWith(' ') && !l.startsWith('  '))).toBe(true);
    expect(unfold(folded)).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine(`X:${'y'.repeat(73)}`)).toBe(`X:${'y'.repeat(73)}`); // exactly 75 octets
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const long = `SUMMARY:${'₹ॐ'.repeat(40)}`; // 3 octets each in UTF-8
    const physical = foldLine(long).split('\r\n');
    // 8 + 22 × 3 = 74: a 23rd character would need 77 octets, so it moves to the next line.
    expect(octets(physical[0]!)).toBe(74);
    expect(physical.every((l) => octets(l) <= 75)).toBe(true);
    expect(unfold(foldLine(long))).toBe(long);
    // A character outside the BMP (two UTF-16 units, four octets) stays whole too.
    const emoji = foldLine(`X:${'🙂'.repeat(30)}`).split('\r\n');
    expect(emoji.every((l) => octets(l) <= 75 && !/[\uD800-\uDFFF]/.test(l.replace(/🙂/gu, '')))).toBe(true);
  });

  it('keeps every physical line of a whole file within 75 octets', () => {
    const ics = appointmentIcs(
      event({ description: `Please bring earlier reports. ${'Detail, with; punctuation. '.repeat(12)}` }),
    );
    const physical = ics.split('\r\n').slice(0, -1);
    expect(physical.every((l) => octets(l) <= 75)).toBe(true);
    expect(contentLines(ics).find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Please bring earlier reports. Detail\\, with\\; punctuation.',
    );
  });
});
