/** Mails to a patient about one appointment, in the house look of `renderMail`. */
import {
  type Address,
  CENTRE_HOURS,
  CENTRE_NAME,
  CENTRE_PHONE_DISPLAY,
  MONTH_NAMES,
  parseDateKey,
  to12Hour,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@umang/common';
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
}

/** `5_1_2027` → `Tuesday, 5 January 2027`; a malformed key is shown as given. */
export function dateInWords(slotDate: string): string {
  const date = parseDateKey(slotDate);
  if (!date) return slotDate;
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** `15:00` → `3:00 pm IST`. */
export const timeInIst = (slotTime: string): string => `${to12Hour(slotTime)} IST`;

/** `1500` → `₹1,500`, with Indian digit grouping. */
export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

export const addressLine = (address: Address): string =>
  [address.line1, address.line2]
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');

const greeting = (d: AppointmentMailData): Block => ({ kind: 'paragraph', text: `Dear ${d.patientName},` });
/** Where an appointment is, or was before it moved. */
export type SlotInWords = Pick<AppointmentMailData, 'slotDate' | 'slotTime'>;

const when = (d: SlotInWords): string => `${dateInWords(d.slotDate)} at ${timeInIst(d.slotTime)}`;
const doctorWithSpeciality = (d: AppointmentMailData): string => `${d.doctorName} (${d.speciality})`;
/** Whose visit it is, as the account holder reads it: "your", or "Aarav's" for a family member. */
const whose = (d: AppointmentMailData): string => (d.memberName ? `${d.memberName}'s` : 'your');
const Whose = (d: AppointmentMailData): string => (d.memberName ? `${d.memberName}'s` : 'Your');
/** The details' first line when the visit is for a family member. */
const patientField = (d: AppointmentMailData): [label: string, value: string][] =>
  d.memberName ? [['Patient', d.memberName]] : [];
/** Added to a subject, so a parent booking for several children tells the mails apart. */
const forMember = (d: AppointmentMailData): string => (d.memberName ? ` for ${d.memberName}` : '');

const details = (d: AppointmentMailData): Block => ({
  kind: 'fields',
  fields: [
    ...patientField(d),
    ['Doctor', doctorWithSpeciality(d)],
    ['Date', dateInWords(d.slotDate)],
    ['Time', timeInIst(d.slotTime)],
    ['Address', addressLine(d.address)],
    ['Fee', rupees(d.amount)],
  ],
});

const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

const HOW_TO_PAY =
  'open My Appointment on our website, choose Pay Online and scan the QR code with any UPI app. ' +
  'Then enter your name and the 12-digit UPI transaction ID (UTR) shown in your app, and press ' +
  'Submit Payment Info.';
const QUESTIONS = `If you have any question, simply reply to this mail or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}).`;
const ARRIVE = 'Please arrive about 10 minutes early, and bring any earlier reports or prescriptions.';

export function appointmentBooked(d: AppointmentMailData): MailContent {
  return renderMail(`Appointment booked${forMember(d)}: ${when(d)}`, [
    greeting(d),
    paragraph(
      `Thank you for booking with ${CENTRE_NAME}. ${Whose(d)} appointment with ${d.doctorName} is reserved:`,
    ),
    details(d),
    paragraph(`To confirm it, please pay ${rupees(d.amount)} by UPI: ${HOW_TO_PAY}`),
    paragraph('We will write to you again as soon as our team has checked your payment.'),
    paragraph('A calendar invitation is attached, so you can add the appointment to your calendar.'),
    paragraph(
      `If you cannot come, please cancel from My Appointment, so another family can have the time. ${QUESTIONS}`,
    ),
  ]);
}

export function appointmentCancelled(d: AppointmentMailData): MailContent {
  const blocks = [
    greeting(d),
    paragraph(`${Whose(d)} appointment with ${d.doctorName} on ${when(d)} has been cancelled.`),
    details(d),
  ];
  if (d.payment) {
    blocks.push(
      paragraph(
        `You had already paid ${rupees(d.amount)} for this appointment. Please reply to this mail or call ` +
          'the centre, and we will help you with it.',
      ),
    );
  } else if (d.proofStatus) {
    // Payment details were sent but never confirmed: the patient may still have paid.
    blocks.push(
      paragraph(
        'If you paid for this appointment, please reply to this mail with your 12-digit UPI transaction ' +
          'ID (UTR) or call the centre, and we will refund you.',
      ),
    );
  }
  blocks.push(
    paragraph(
      'Whenever you are ready, you are welcome to book a new time from Our Team on our website. If you ' +
        'did not expect this cancellation, please reply to this mail and we will look into it.',
    ),
  );
  return renderMail(`Appointment cancelled${forMember(d)}: ${when(d)}`, blocks);
}

/** `120` → `2 hours`, `90` → `1 hour 30 minutes`, `30` → `30 minutes`. */
export function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!hours) return part(rest, 'minute');
  return rest ? `${part(hours, 'hour')} ${part(rest, 'minute')}` : part(hours, 'hour');
}

/** An unpaid booking given back after its hold of `holdMinutes` ran out. */
export function holdReleased(d: AppointmentMailData, holdMinutes: number): MailContent {
  return renderMail(`Booking released${forMember(d)}: ${when(d)}`, [
    greeting(d),
    paragraph(
      `We kept ${whose(d)} appointment with ${d.doctorName} on ${when(d)} for you for ` +
        `${durationInWords(holdMinutes)} after you booked it, but no payment reached us in that time. ` +
        'So we have released the booking, and the time is free again for anyone to book.',
    ),
    details(d),
    paragraph(
      'You are welcome to book again at any time from Our Team on our website; remember to pay ' +
        'from My Appointment soon after booking, so the time stays yours.',
    ),
    paragraph(
      'If you did pay, please reply to this mail with the 12-digit UPI transaction ID (UTR) from your ' +
        `payment app, or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}). We will book the ` +
        'time again for you if it is still free, or refund you.',
    ),
  ]);
}

/** With `receiptNumber`, the mail says that receipt is attached. */
export function paymentApproved(d: AppointmentMailData, receiptNumber: string | null = null): MailContent {
  const receipt = receiptNumber
    ? [
        paragraph(
          `Your payment receipt ${receiptNumber} is attached to this mail as a PDF. You can download it ` +
            'again at any time from My Appointment on our website.',
        ),
      ]
    : [];
  return renderMail(`Appointment confirmed${forMember(d)}: ${when(d)}`, [
    greeting(d),
    paragraph(
      `Good news: we have received your payment of ${rupees(d.amount)}, and ${whose(d)} appointment with ` +
        `${d.doctorName} is confirmed.`,
    ),
    details(d),
    ...receipt,
    paragraph(ARRIVE),
    paragraph(`We look forward to seeing you. ${QUESTIONS}`),
  ]);
}

export function paymentRejected(d: AppointmentMailData, reason: string): MailContent {
  return renderMail(`Payment not verified: appointment${forMember(d)} on ${dateInWords(d.slotDate)}`, [
    greeting(d),
    paragraph(
      `We are sorry: we could not verify the payment you submitted for ${whose(d)} appointment with ` +
        `${d.doctorName} on ${when(d)}. Our team wrote:`,
    ),
    { kind: 'quote', text: reason.trim() || 'The payment could not be matched to our account.' },
    paragraph(
      'What to do next: if you have paid, please open My Appointment and submit the correct 12-digit ' +
        "UPI transaction ID (UTR); you will find it in your UPI app's payment history. If you have not " +
        'paid yet, choose Pay Online there first.',
    ),
    paragraph(
      `You are also welcome to call the centre on ${CENTRE_PHONE_DISPLAY} or reply to this mail, and we will sort it out together.`,
    ),
    details(d),
  ]);
}

function reminderPaymentLine(d: AppointmentMailData): string {
  if (d.payment) return 'Your payment is confirmed, so you are all set.';
  if (d.proofStatus === 'pending') {
    return 'We have your payment details and are still checking them: there is no need to pay again.';
  }
  return (
    `We have not received your payment yet. Please pay ${rupees(d.amount)} before you come: ` +
    `${HOW_TO_PAY} That way your appointment is confirmed.`
  );
}

export function appointmentReminder(d: AppointmentMailData): MailContent {
  return renderMail(`Reminder: ${whose(d)} appointment tomorrow at ${timeInIst(d.slotTime)}`, [
    greeting(d),
    paragraph(
      `A friendly reminder: tomorrow, ${dateInWords(d.slotDate)}, at ${timeInIst(d.slotTime)} ` +
        `${d.memberName ? `${d.memberName} has` : 'you have'} ` +
        `an appointment with ${d.doctorName} at ${addressLine(d.address)}.`,
    ),
    details(d),
    paragraph(reminderPaymentLine(d)),
    paragraph(ARRIVE),
    paragraph(`If you can no longer come, please let us know by replying to this mail. See you tomorrow!`),
  ]);
}

/** What becomes of the payment when an appointment moves: it stays with it. */
function paymentStaysLine(d: AppointmentMailData): string {
  if (d.payment) {
    return `Your payment of ${rupees(d.amount)} stays with this appointment, so there is nothing more to pay.`;
  }
  if (d.proofStatus === 'pending') {
    return (
      'The payment details you sent stay with this appointment, and we are still checking them: ' +
      'there is no need to pay again.'
    );
  }
  return `The fee is still ${rupees(d.amount)}. To confirm the appointment, please pay by UPI: ${HOW_TO_PAY}`;
}

/** An appointment moved to another time with the same doctor, by the patient or by the centre. */
export function appointmentRescheduled(d: AppointmentMailData, from: SlotInWords): MailContent {
  return renderMail(`Appointment moved${forMember(d)}: ${when(d)}`, [
    greeting(d),
    paragraph(
      `${Whose(d)} appointment with ${d.doctorName} has been moved from ${when(from)} to ${when(d)}. ` +
        'The earlier time is no longer booked for you.',
    ),
    details(d),
    paragraph(paymentStaysLine(d)),
    paragraph('The attached calendar invitation moves the appointment already in your calendar.'),
    paragraph(
      'If you did not ask for this change, or the new time does not suit you, please reply to this mail ' +
        `or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}).`,
    ),
  ]);
}
