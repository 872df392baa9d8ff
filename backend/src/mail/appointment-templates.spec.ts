import { appointmentMailData } from '../testing/appointment-mail-data.js';
import { englishLeft } from '../testing/english-left.js';
import {
  appointmentBooked,
  appointmentCancelled,
  appointmentReminder,
  appointmentRescheduled,
  dateInWords,
  durationInWords,
  holdReleased,
  paymentApproved,
  paymentRejected,
  rupees,
  timeInIst,
} from './appointment-templates.js';

const data = appointmentMailData;

const bodies = (mail: { text: string; html: string }) => [mail.text, mail.html];

describe('appointment mail templates', () => {
  it('writes dates in words, times as 12-hour IST and amounts in rupees with Indian grouping', () => {
    expect(dateInWords('5_1_2027', 'en')).toBe('Tuesday, 5 January 2027');
    expect(dateInWords('31_12_2026', 'en')).toBe('Thursday, 31 December 2026');
    expect(dateInWords('not-a-date', 'en')).toBe('not-a-date');
    expect(timeInIst('10:30', 'en')).toBe('10:30 am IST');
    expect(timeInIst('12:00', 'en')).toBe('12:00 pm IST');
    expect(timeInIst('18:30', 'en')).toBe('6:30 pm IST');
    expect(rupees(800, 'en')).toBe('₹800');
    expect(rupees(150000, 'en')).toBe('₹1,50,000');
  });

  it('confirms a booking with doctor, date, time, address and fee, and says how to pay', () => {
    const mail = appointmentBooked(data());
    expect(mail.subject).toBe('Appointment booked: Tuesday, 5 January 2027 at 3:30 pm IST');
    for (const body of bodies(mail)) {
      expect(body).toContain('Asha Verma');
      expect(body).toContain('Dr. Ananya Sharma (Psychiatrist)');
      expect(body).toContain('Tuesday, 5 January 2027');
      expect(body).toContain('3:30 pm IST');
      expect(body).toContain('Plot 21, Sector 40, Gurugram, Haryana 122003');
      expect(body).toContain('₹1,500');
      expect(body).toMatch(/My Appointment.*Pay Online/);
      expect(body).toContain('UPI transaction ID');
      expect(body).toMatch(/calendar invitation is attached/);
    }
  });

  it('tells of a cancellation, and offers help when it had been paid', () => {
    const unpaid = appointmentCancelled(data());
    expect(unpaid.subject).toMatch(/^Appointment cancelled: Tuesday, 5 January 2027/);
    expect(unpaid.text).toMatch(/has been cancelled/);
    expect(unpaid.text).not.toMatch(/already paid/);
    expect(appointmentCancelled(data({ payment: true })).text).toMatch(/already paid ₹1,500/);
    expect(unpaid.text).not.toMatch(/If you paid/);
    // Payment details sent but never confirmed: the patient may have paid, and hears how to get it back.
    expect(appointmentCancelled(data({ proofStatus: 'rejected' })).text).toMatch(/If you paid.*refund/s);
  });

  it('says how long an unpaid booking was held, that the time is free again, and what to do if paid', () => {
    expect(durationInWords(120, 'en')).toBe('2 hours');
    expect(durationInWords(90, 'en')).toBe('1 hour 30 minutes');
    expect(durationInWords(30, 'en')).toBe('30 minutes');
    expect(durationInWords(1, 'en')).toBe('1 minute');
    const mail = holdReleased(data(), 120);
    expect(mail.subject).toBe('Booking released: Tuesday, 5 January 2027 at 3:30 pm IST');
    for (const body of bodies(mail)) {
      expect(body).toMatch(/for 2 hours after you booked it, but no payment reached us/);
      expect(body).toMatch(/free again/);
      expect(body).toMatch(/book again at any time/);
      expect(body).toMatch(/If you did pay.*UPI transaction ID \(UTR\)/s);
      expect(body).toContain('Dr. Ananya Sharma (Psychiatrist)');
    }
  });

  it('confirms the appointment once the payment is approved', () => {
    const mail = paymentApproved(data({ payment: true, proofStatus: 'accepted' }));
    expect(mail.subject).toMatch(/^Appointment confirmed/);
    for (const body of bodies(mail))
      expect(body).toMatch(/your appointment with Dr\. Ananya Sharma is confirmed/);
  });

  it('names the family member a visit is for, in the subject, the text and the details', () => {
    const forAarav = data({ memberName: 'Aarav Verma' });
    const booked = appointmentBooked(forAarav);
    expect(booked.subject).toBe('Appointment booked for Aarav Verma: Tuesday, 5 January 2027 at 3:30 pm IST');
    for (const body of bodies(booked)) {
      // Written to the account holder, about the child.
      expect(body).toContain('Dear Asha Verma,');
      // The HTML writes the apostrophe as an entity.
      expect(body).toMatch(/Aarav Verma(?:'|&#39;)s appointment with Dr\. Ananya Sharma is reserved/);
      expect(body).toMatch(/Patient.*Aarav Verma/);
    }
    expect(appointmentCancelled(forAarav).text).toMatch(
      /^Aarav Verma's appointment with .* has been cancelled/m,
    );
    expect(holdReleased(forAarav, 120).text).toMatch(/We kept Aarav Verma's appointment/);
    expect(paymentApproved(forAarav).text).toMatch(/and Aarav Verma's appointment with Dr\. Ananya Sharma/);
    expect(paymentRejected(forAarav, '').subject).toMatch(
      /^Payment not verified: appointment for Aarav Verma on/,
    );
    const reminder = appointmentReminder(forAarav);
    expect(reminder.subject).toBe("Reminder: Aarav Verma's appointment tomorrow at 3:30 pm IST");
    expect(reminder.text).toMatch(/3:30 pm IST Aarav Verma has an appointment with/);
    // The account holder's own visit reads as before, with no patient line.
    expect(appointmentBooked(data()).text).not.toMatch(/Patient/);
  });

  it('says the approval mail carries the receipt, by number, only when one is attached', () => {
    const paid = data({ payment: true, proofStatus: 'accepted' });
    const withReceipt = paymentApproved(paid, 'UMG/2026-27/000042');
    for (const body of bodies(withReceipt)) {
      expect(body).toContain('receipt UMG/2026-27/000042 is attached');
      expect(body).toContain('My Appointment');
    }
    expect(paymentApproved(paid).text).not.toContain('attached');
  });

  it("quotes the staff's reason for a rejected payment, escaped in the HTML, and says what to do next", () => {
    const reason = 'UTR <b>123</b> & "456" not found';
    const mail = paymentRejected(data({ proofStatus: 'rejected' }), reason);
    expect(mail.subject).toMatch(/^Payment not verified/);
    expect(mail.html).toContain('UTR &lt;b&gt;123&lt;/b&gt; &amp; &quot;456&quot; not found');
    expect(mail.html).not.toContain('<b>123');
    expect(mail.text).toContain(`> ${reason}`);
    for (const body of bodies(mail)) {
      expect(body).toMatch(/submit the correct 12-digit\s+UPI transaction ID/);
      expect(body).toMatch(/call the centre/);
    }
  });

  it('escapes the patient and doctor names in the HTML', () => {
    const mail = appointmentBooked(data({ patientName: '<script>x</script>', doctorName: 'Dr. <i>A</i>' }));
    expect(mail.html).not.toMatch(/<script>|<i>A/);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('reminds of tomorrow, and asks to pay only when no payment is in or being checked', () => {
    const unpaid = appointmentReminder(data());
    expect(unpaid.subject).toBe('Reminder: your appointment tomorrow at 3:30 pm IST');
    expect(unpaid.text).toMatch(/tomorrow, Tuesday, 5 January 2027, at 3:30 pm IST/);
    expect(unpaid.text).toMatch(/Dr\. Ananya Sharma at Plot 21, Sector 40/);
    expect(unpaid.text).toMatch(/Please pay ₹1,500.*UPI transaction ID/s);
    const pending = appointmentReminder(data({ proofStatus: 'pending' })).text;
    expect(pending).toMatch(/no need to pay again/);
    expect(pending).not.toMatch(/Please pay/);
    const paid = appointmentReminder(data({ payment: true, proofStatus: 'accepted' })).text;
    expect(paid).toMatch(/payment is confirmed/);
    expect(paid).not.toMatch(/Please pay/);
  });

  it('tells of a move with the old and the new time, and that the payment stays', () => {
    const from = { slotDate: '4_1_2027', slotTime: '10:00' };
    const paid = appointmentRescheduled(data({ payment: true, proofStatus: 'accepted' }), from);
    expect(paid.subject).toBe('Appointment moved: Tuesday, 5 January 2027 at 3:30 pm IST');
    for (const body of bodies(paid)) {
      expect(body).toContain(
        'moved from Monday, 4 January 2027 at 10:00 am IST to Tuesday, 5 January 2027 at 3:30 pm IST',
      );
      expect(body).toContain('Dr. Ananya Sharma');
    }
    expect(paid.text).toMatch(/payment of ₹1,500 stays with this appointment/);
    expect(paid.text).not.toMatch(/please pay/i);
    const pending = appointmentRescheduled(data({ proofStatus: 'pending' }), from).text;
    expect(pending).toMatch(/payment details you sent stay with this appointment/);
    expect(pending).not.toMatch(/please pay/i);
    const unpaid = appointmentRescheduled(data(), from).text;
    expect(unpaid).toMatch(/fee is still ₹1,500/);
    expect(unpaid).toMatch(/Pay Online/);
  });
});

describe('appointment mail templates in Hindi', () => {
  const hindi = (overrides: Parameters<typeof data>[0] = {}) =>
    data({ language: 'hi', slotDate: '24_11_2026', ...overrides });
  /** The words that stay as they are in a Hindi mail: the names and the address given. */
  const NAMES = [
    'Asha Verma',
    'Aarav Verma',
    'Dr. Ananya Sharma',
    'Plot 21, Sector 40, Gurugram, Haryana 122003',
  ];
  const from = { slotDate: '23_11_2026', slotTime: '10:00' };

  it('confirms a booking in Hindi: subject, date, weekday, time and fee written the Hindi way', () => {
    const mail = appointmentBooked(hindi());
    expect(mail.subject).toBe('आपकी अपॉइंटमेंट बुक हो गई: मंगलवार, 24 नवंबर 2026, दोपहर 3:30 IST');
    for (const body of bodies(mail)) {
      expect(body).toContain('नमस्ते Asha Verma जी,');
      expect(body).toContain('Dr. Ananya Sharma (मनोचिकित्सक)');
      expect(body).toContain('मंगलवार, 24 नवंबर 2026');
      expect(body).toContain('₹1,500');
      expect(body).toContain('“मेरी अपॉइंटमेंट”');
      expect(body).toContain('शुभकामनाओं सहित');
      expect(body).not.toContain('Tuesday');
    }
    expect(mail.text).toContain('फ़ीस: ₹1,500');
    expect(mail.html).toContain('<html lang="hi">');
    expect(englishLeft(mail.subject)).toEqual([]);
    expect(englishLeft(mail.text, NAMES)).toEqual([]);
  });

  it('groups a large fee the Indian way', () => {
    expect(appointmentBooked(hindi({ amount: 150000 })).text).toContain('₹1,50,000');
    expect(rupees(150000, 'hi')).toBe('₹1,50,000');
  });

  it('leaves no English sentence in any patient mail, for the holder or a family member, paid or not', () => {
    // The check finds the English mail's sentences, so an empty answer means something.
    expect(englishLeft(appointmentBooked(data()).text, NAMES).length).toBeGreaterThan(3);
    for (const memberName of [null, 'Aarav Verma']) {
      for (const [payment, proofStatus] of [
        [false, null],
        [false, 'pending'],
        [false, 'rejected'],
        [true, 'accepted'],
      ] as const) {
        const d = hindi({ memberName, payment, proofStatus });
        const mails = [
          appointmentBooked(d),
          appointmentCancelled(d),
          holdReleased(d, 90),
          paymentApproved(d),
          paymentApproved(d, 'UMG/2026-27/000042'),
          paymentRejected(d, ''),
          appointmentReminder(d),
          appointmentRescheduled(d, from),
        ];
        for (const mail of mails) {
          expect({ subject: mail.subject, left: englishLeft(mail.subject, NAMES) }).toEqual({
            subject: mail.subject,
            left: [],
          });
          expect(englishLeft(mail.text, NAMES)).toEqual([]);
          expect(mail.html).toContain('<html lang="hi">');
        }
      }
    }
  });

  it('names the family member a visit is for, in Hindi', () => {
    const forAarav = hindi({ memberName: 'Aarav Verma' });
    const booked = appointmentBooked(forAarav);
    expect(booked.subject).toBe('Aarav Verma की अपॉइंटमेंट बुक हो गई: मंगलवार, 24 नवंबर 2026, दोपहर 3:30 IST');
    expect(booked.text).toContain('मरीज़: Aarav Verma');
    expect(appointmentReminder(forAarav).subject).toBe(
      'याद दिला दें: Aarav Verma की अपॉइंटमेंट कल दोपहर 3:30 IST पर है',
    );
  });

  it('tells of a move, a release and a payment decision in Hindi, with both times', () => {
    expect(appointmentRescheduled(hindi(), from).text).toContain(
      'सोमवार, 23 नवंबर 2026, सुबह 10:00 IST से बदलकर मंगलवार, 24 नवंबर 2026, दोपहर 3:30 IST कर दी गई है',
    );
    expect(durationInWords(90, 'hi')).toBe('1 घंटे 30 मिनट');
    expect(durationInWords(120, 'hi')).toBe('2 घंटे');
    expect(holdReleased(hindi(), 120).text).toContain('बुकिंग के बाद 2 घंटे तक');
    const approved = paymentApproved(hindi({ payment: true, proofStatus: 'accepted' }), 'UMG/2026-27/000042');
    expect(approved.subject).toBe('आपकी अपॉइंटमेंट पक्की हो गई: मंगलवार, 24 नवंबर 2026, दोपहर 3:30 IST');
    expect(approved.text).toContain('रसीद UMG/2026-27/000042');
    const rejected = paymentRejected(hindi(), 'UTR does not match');
    // The staff's own words are quoted as they wrote them.
    expect(rejected.text).toContain('> UTR does not match');
    expect(paymentRejected(hindi(), ' ').text).toContain('> यह भुगतान हमारे खाते में');
  });

  it('keeps a speciality it has no Hindi word for as stored', () => {
    expect(appointmentBooked(hindi({ speciality: 'Art Therapist' })).text).toContain(
      'Dr. Ananya Sharma (Art Therapist)',
    );
  });
});
