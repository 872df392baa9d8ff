/** Mails to a patient about one appointment, in the house look of `renderMail`, in the account's language. */
import { type Address, formatRupees, formatSlotDayLong, formatTime, type Language } from '@umang/common';
import { APPOINTMENT_WORDS, type AppointmentWords, type Facts } from './appointment-words.js';
import { type Block, type MailContent, renderMail } from './mail-layout.js';

/** What every appointment mail says; read in one query. */
export interface AppointmentMailData {
  patientName: string;
  /** The family member the visit is for; null when it is for the account holder, who reads the mail. */
  memberName: string | null;
  doctorName: string;
  speciality: string;
  address: Address;
  /** `d_m_yyyy`. */
  slotDate: string;
  /** `HH:MM`, IST. */
  slotTime: string;
  /** Rupees. */
  amount: number;
  payment: boolean;
  proofStatus: 'pending' | 'accepted' | 'rejected' | null;
  /** The account's language: the mail is written in it. */
  language: Language;
}

/** `5_1_2027` → `Tuesday, 5 January 2027` / `मंगलवार, 5 जनवरी 2027`; a malformed key is shown as given. */
export const dateInWords = (slotDate: string, lang: Language): string => formatSlotDayLong(slotDate, lang);

/** `15:00` → `3:00 pm IST`. */
export const timeInIst = (slotTime: string, lang: Language): string => `${formatTime(slotTime, lang)} IST`;

/** `1500` → `₹1,500`, with Indian digit grouping. */
export const rupees = (amount: number, lang: Language): string => formatRupees(amount, lang);

export const addressLine = (address: Address): string =>
  [address.line1, address.line2]
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');

/** Where an appointment is, or was before it moved. */
export type SlotInWords = Pick<AppointmentMailData, 'slotDate' | 'slotTime'>;

/** A slot's date and time as one phrase, in a language. */
const whenOf = (slot: SlotInWords, lang: Language): string =>
  APPOINTMENT_WORDS[lang].when(dateInWords(slot.slotDate, lang), timeInIst(slot.slotTime, lang));

/** The appointment's facts written in its account's language, for the words to use. */
export function factsOf(d: AppointmentMailData): Facts {
  const lang = d.language;
  return {
    patientName: d.patientName,
    memberName: d.memberName,
    doctorName: d.doctorName,
    speciality: APPOINTMENT_WORDS[lang].speciality(d.speciality),
    address: addressLine(d.address),
    date: dateInWords(d.slotDate, lang),
    time: timeInIst(d.slotTime, lang),
    when: whenOf(d, lang),
    fee: rupees(d.amount, lang),
  };
}

/** `120` → `2 hours`, `90` → `1 hour 30 minutes`, `30` → `30 minutes`. */
export const durationInWords = (minutes: number, lang: Language): string =>
  APPOINTMENT_WORDS[lang].duration(minutes);

const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

/** A mail's words and facts, and the blocks every appointment mail shares. */
function compose(d: AppointmentMailData) {
  const words = APPOINTMENT_WORDS[d.language];
  const facts = factsOf(d);
  const { fields } = words;
  const details: Block = {
    kind: 'fields',
    fields: [
      // The details' first line when the visit is for a family member.
      ...(d.memberName ? [[fields.patient, d.memberName] as [string, string]] : []),
      [fields.doctor, `${facts.doctorName} (${facts.speciality})`],
      [fields.date, facts.date],
      [fields.time, facts.time],
      [fields.address, facts.address],
      [fields.fee, facts.fee],
    ],
  };
  const greeting = paragraph(words.greeting(facts));
  const render = (subject: string, blocks: Block[]) => renderMail(subject, blocks, d.language);
  return { words, facts, details, greeting, render };
}

export function appointmentBooked(d: AppointmentMailData): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.booked;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.reserved(facts)),
    details,
    paragraph(w.pay(facts)),
    paragraph(w.willWrite),
    paragraph(w.calendar),
    paragraph(w.cannotCome),
  ]);
}

export function appointmentCancelled(d: AppointmentMailData): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.cancelled;
  const blocks = [greeting, paragraph(w.cancelled(facts)), details];
  if (d.payment) {
    blocks.push(paragraph(w.hadPaid(facts)));
  } else if (d.proofStatus) {
    // Payment details were sent but never confirmed: the patient may still have paid.
    blocks.push(paragraph(w.mayHavePaid));
  }
  blocks.push(paragraph(w.bookAgain));
  return render(w.subject(facts), blocks);
}

/** An unpaid booking given back after its hold of `holdMinutes` ran out. */
export function holdReleased(d: AppointmentMailData, holdMinutes: number): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.released;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.kept(facts, words.duration(holdMinutes))),
    details,
    paragraph(w.bookAgain),
    paragraph(w.ifPaid),
  ]);
}

/** With `receiptNumber`, the mail says that receipt is attached. */
export function paymentApproved(d: AppointmentMailData, receiptNumber: string | null = null): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.approved;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.received(facts)),
    details,
    ...(receiptNumber ? [paragraph(w.receipt(receiptNumber))] : []),
    paragraph(words.arrive),
    paragraph(w.lookForward),
  ]);
}

export function paymentRejected(d: AppointmentMailData, reason: string): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.rejected;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.sorry(facts)),
    { kind: 'quote', text: reason.trim() || w.noReason },
    paragraph(w.next),
    paragraph(w.call),
    details,
  ]);
}

/**
 * What a reminder or a move says of the payment: that it is in, that it is being
 * checked, or how to pay.
 */
function paymentLine(d: AppointmentMailData, w: AppointmentWords['reminder' | 'moved'], facts: Facts) {
  if (d.payment) return w.paid(facts);
  if (d.proofStatus === 'pending') return w.pending;
  return w.unpaid(facts);
}

export function appointmentReminder(d: AppointmentMailData): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.reminder;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.tomorrow(facts)),
    details,
    paragraph(paymentLine(d, w, facts)),
    paragraph(words.arrive),
    paragraph(w.cannotCome),
  ]);
}

/** An appointment moved to another time with the same doctor, by the patient or by the centre. */
export function appointmentRescheduled(d: AppointmentMailData, from: SlotInWords): MailContent {
  const { words, facts, details, greeting, render } = compose(d);
  const w = words.moved;
  return render(w.subject(facts), [
    greeting,
    paragraph(w.moved(facts, whenOf(from, d.language))),
    details,
    // The payment stays with the appointment when it moves.
    paragraph(paymentLine(d, w, facts)),
    paragraph(w.calendar),
    paragraph(w.notAsked),
  ]);
}
