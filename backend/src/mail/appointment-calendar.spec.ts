import { appointmentCancellation, appointmentInvite, type InviteOptions } from './appointment-calendar.js';
import { appointmentMailData } from '../testing/appointment-mail-data.js';

const data = appointmentMailData();

const options = (sequence: number): InviteOptions => ({
  uid: 'a1@umang',
  sequence,
  startsAt: new Date('2027-01-05T10:00:00Z'),
  minutes: 30,
  stamp: new Date('2027-01-01T00:00:00Z'),
  organizerEmail: 'frontdesk@umang.example',
  attendee: { name: 'Asha Verma', email: 'asha@example.org' },
});

const unfolded = (content: string) => content.replace(/\r\n /g, '');

describe('appointment calendar files', () => {
  it('builds an invitation naming the doctor, at the slot time in IST, for the patient', () => {
    const invite = appointmentInvite(data, options(0));
    expect(invite.filename).toBe('appointment.ics');
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const text = unfolded(invite.content);
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('SUMMARY:Appointment with Dr. Ananya Sharma (Umang)');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20270105T153000');
    expect(text).toContain('LOCATION:Plot 21\\, Sector 40\\, Gurugram\\, Haryana 122003');
    expect(text).toContain(
      'ORGANIZER;CN="Umang Child & Mental Health Rehabilitation Centre":mailto:frontdesk@umang.example',
    );
    expect(text).toContain(
      'ATTENDEE;CN="Asha Verma";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:asha@example.org',
    );
  });

  it('builds a cancellation of the same event, with the method in its content type too', () => {
    const cancel = appointmentCancellation(data, options(2));
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const text = unfolded(cancel.content);
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('UID:a1@umang');
    expect(text).toContain('SEQUENCE:2');
    expect(text).toMatch(/DESCRIPTION:This Psychiatrist appointment at .* is cancelled\./);
  });

  it('writes the event in the account language: a Hindi summary and description', () => {
    const forAarav = appointmentMailData({ language: 'hi', memberName: 'Aarav Verma' });
    const invite = unfolded(appointmentInvite(forAarav, options(0)).content);
    expect(invite).toContain('SUMMARY:Aarav Verma की Dr. Ananya Sharma के साथ अपॉइंटमेंट (Umang)');
    expect(invite).toMatch(/DESCRIPTION:.* में मनोचिकित्सक के साथ अपॉइंटमेंट।\\nफ़ीस ₹1\\,500: /);
    expect(invite).not.toMatch(/^(SUMMARY|DESCRIPTION):.*(Appointment|Fee )/m);
    const cancel = unfolded(
      appointmentCancellation(appointmentMailData({ language: 'hi' }), options(1)).content,
    );
    expect(cancel).toContain('SUMMARY:Dr. Ananya Sharma के साथ अपॉइंटमेंट (Umang)');
    expect(cancel).toMatch(/DESCRIPTION:.* में मनोचिकित्सक के साथ यह अपॉइंटमेंट रद्द हो गई है।/);
    // The file's own fields are the standard's, not words: they stay as they are.
    expect(cancel).toContain('METHOD:CANCEL');
  });
});
