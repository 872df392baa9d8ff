/**
 * The words of the appointment mails and their calendar files, in each language the
 * patient side speaks. `appointment-templates.ts` lays the mails out once; only the
 * words differ. The English is fixed wording (tests compare it letter for letter).
 */
import {
  CENTRE_HOURS,
  CENTRE_NAME,
  CENTRE_PHONE_DISPLAY,
  CENTRE_SHORT_NAME,
  type Language,
} from '@umang/common';

/** One appointment's facts, already written in the mail's language. */
export interface Facts {
  patientName: string;
  /** The family member the visit is for; null when it is for the account holder, who reads the mail. */
  memberName: string | null;
  doctorName: string;
  /** The doctor's speciality in the mail's language (as stored when there is no word for it). */
  speciality: string;
  /** The address on one line. */
  address: string;
  /** `Tuesday, 5 January 2027`. */
  date: string;
  /** `3:30 pm IST`. */
  time: string;
  /** The date and the time together: `Tuesday, 5 January 2027 at 3:30 pm IST`. */
  when: string;
  /** `₹1,500`. */
  fee: string;
}

export interface AppointmentWords {
  /** The date and the time of a slot as one phrase. */
  when: (date: string, time: string) => string;
  /** A speciality as stored (in English) in this language. */
  speciality: (stored: string) => string;
  /** `120` → `2 hours`: how long an unpaid booking was held. */
  duration: (minutes: number) => string;
  greeting: (f: Facts) => string;
  /** What to bring, and when to come. */
  arrive: string;
  fields: {
    patient: string;
    doctor: string;
    date: string;
    time: string;
    address: string;
    fee: string;
  };
  booked: {
    subject: (f: Facts) => string;
    reserved: (f: Facts) => string;
    pay: (f: Facts) => string;
    willWrite: string;
    calendar: string;
    cannotCome: string;
  };
  cancelled: {
    subject: (f: Facts) => string;
    cancelled: (f: Facts) => string;
    hadPaid: (f: Facts) => string;
    mayHavePaid: string;
    bookAgain: string;
  };
  released: {
    subject: (f: Facts) => string;
    kept: (f: Facts, held: string) => string;
    bookAgain: string;
    ifPaid: string;
  };
  approved: {
    subject: (f: Facts) => string;
    received: (f: Facts) => string;
    receipt: (receiptNumber: string) => string;
    lookForward: string;
  };
  rejected: {
    subject: (f: Facts) => string;
    sorry: (f: Facts) => string;
    noReason: string;
    next: string;
    call: string;
  };
  reminder: {
    subject: (f: Facts) => string;
    tomorrow: (f: Facts) => string;
    paid: (f: Facts) => string;
    pending: string;
    unpaid: (f: Facts) => string;
    cannotCome: string;
  };
  moved: {
    subject: (f: Facts) => string;
    moved: (f: Facts, from: string) => string;
    paid: (f: Facts) => string;
    pending: string;
    unpaid: (f: Facts) => string;
    calendar: string;
    notAsked: string;
  };
  calendar: {
    summary: (f: Facts) => string;
    description: (f: Facts) => string;
    cancelled: (f: Facts) => string;
  };
}

/** Whose visit it is, as the account holder reads it: "your", or "Aarav's" for a family member. */
const whose = (f: Facts): string => (f.memberName ? `${f.memberName}'s` : 'your');
const Whose = (f: Facts): string => (f.memberName ? `${f.memberName}'s` : 'Your');
/** Added to a subject, so a parent booking for several children tells the mails apart. */
const forMember = (f: Facts): string => (f.memberName ? ` for ${f.memberName}` : '');

const HOW_TO_PAY =
  'open My Appointment on our website, choose Pay Online and scan the QR code with any UPI app. ' +
  'Then enter your name and the 12-digit UPI transaction ID (UTR) shown in your app, and press ' +
  'Submit Payment Info.';
const QUESTIONS = `If you have any question, simply reply to this mail or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}).`;
const ARRIVE = 'Please arrive about 10 minutes early, and bring any earlier reports or prescriptions.';

const en: AppointmentWords = {
  when: (date, time) => `${date} at ${time}`,
  speciality: (stored) => stored,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
    if (!hours) return part(rest, 'minute');
    return rest ? `${part(hours, 'hour')} ${part(rest, 'minute')}` : part(hours, 'hour');
  },
  greeting: (f) => `Dear ${f.patientName},`,
  arrive: ARRIVE,
  fields: {
    patient: 'Patient',
    doctor: 'Doctor',
    date: 'Date',
    time: 'Time',
    address: 'Address',
    fee: 'Fee',
  },
  booked: {
    subject: (f) => `Appointment booked${forMember(f)}: ${f.when}`,
    reserved: (f) =>
      `Thank you for booking with ${CENTRE_NAME}. ${Whose(f)} appointment with ${f.doctorName} is reserved:`,
    pay: (f) => `To confirm it, please pay ${f.fee} by UPI: ${HOW_TO_PAY}`,
    willWrite: 'We will write to you again as soon as our team has checked your payment.',
    calendar: 'A calendar invitation is attached, so you can add the appointment to your calendar.',
    cannotCome: `If you cannot come, please cancel from My Appointment, so another family can have the time. ${QUESTIONS}`,
  },
  cancelled: {
    subject: (f) => `Appointment cancelled${forMember(f)}: ${f.when}`,
    cancelled: (f) => `${Whose(f)} appointment with ${f.doctorName} on ${f.when} has been cancelled.`,
    hadPaid: (f) =>
      `You had already paid ${f.fee} for this appointment. Please reply to this mail or call ` +
      'the centre, and we will help you with it.',
    mayHavePaid:
      'If you paid for this appointment, please reply to this mail with your 12-digit UPI transaction ' +
      'ID (UTR) or call the centre, and we will refund you.',
    bookAgain:
      'Whenever you are ready, you are welcome to book a new time from Our Team on our website. If you ' +
      'did not expect this cancellation, please reply to this mail and we will look into it.',
  },
  released: {
    subject: (f) => `Booking released${forMember(f)}: ${f.when}`,
    kept: (f, held) =>
      `We kept ${whose(f)} appointment with ${f.doctorName} on ${f.when} for you for ` +
      `${held} after you booked it, but no payment reached us in that time. ` +
      'So we have released the booking, and the time is free again for anyone to book.',
    bookAgain:
      'You are welcome to book again at any time from Our Team on our website; remember to pay ' +
      'from My Appointment soon after booking, so the time stays yours.',
    ifPaid:
      'If you did pay, please reply to this mail with the 12-digit UPI transaction ID (UTR) from your ' +
      `payment app, or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}). We will book the ` +
      'time again for you if it is still free, or refund you.',
  },
  approved: {
    subject: (f) => `Appointment confirmed${forMember(f)}: ${f.when}`,
    received: (f) =>
      `Good news: we have received your payment of ${f.fee}, and ${whose(f)} appointment with ` +
      `${f.doctorName} is confirmed.`,
    receipt: (receiptNumber) =>
      `Your payment receipt ${receiptNumber} is attached to this mail as a PDF. You can download it ` +
      'again at any time from My Appointment on our website.',
    lookForward: `We look forward to seeing you. ${QUESTIONS}`,
  },
  rejected: {
    subject: (f) => `Payment not verified: appointment${forMember(f)} on ${f.date}`,
    sorry: (f) =>
      `We are sorry: we could not verify the payment you submitted for ${whose(f)} appointment with ` +
      `${f.doctorName} on ${f.when}. Our team wrote:`,
    noReason: 'The payment could not be matched to our account.',
    next:
      'What to do next: if you have paid, please open My Appointment and submit the correct 12-digit ' +
      "UPI transaction ID (UTR); you will find it in your UPI app's payment history. If you have not " +
      'paid yet, choose Pay Online there first.',
    call: `You are also welcome to call the centre on ${CENTRE_PHONE_DISPLAY} or reply to this mail, and we will sort it out together.`,
  },
  reminder: {
    subject: (f) => `Reminder: ${whose(f)} appointment tomorrow at ${f.time}`,
    tomorrow: (f) =>
      `A friendly reminder: tomorrow, ${f.date}, at ${f.time} ` +
      `${f.memberName ? `${f.memberName} has` : 'you have'} ` +
      `an appointment with ${f.doctorName} at ${f.address}.`,
    paid: () => 'Your payment is confirmed, so you are all set.',
    pending: 'We have your payment details and are still checking them: there is no need to pay again.',
    unpaid: (f) =>
      `We have not received your payment yet. Please pay ${f.fee} before you come: ` +
      `${HOW_TO_PAY} That way your appointment is confirmed.`,
    cannotCome: 'If you can no longer come, please let us know by replying to this mail. See you tomorrow!',
  },
  moved: {
    subject: (f) => `Appointment moved${forMember(f)}: ${f.when}`,
    moved: (f, from) =>
      `${Whose(f)} appointment with ${f.doctorName} has been moved from ${from} to ${f.when}. ` +
      'The earlier time is no longer booked for you.',
    paid: (f) => `Your payment of ${f.fee} stays with this appointment, so there is nothing more to pay.`,
    pending:
      'The payment details you sent stay with this appointment, and we are still checking them: ' +
      'there is no need to pay again.',
    unpaid: (f) => `The fee is still ${f.fee}. To confirm the appointment, please pay by UPI: ${HOW_TO_PAY}`,
    calendar: 'The attached calendar invitation moves the appointment already in your calendar.',
    notAsked:
      'If you did not ask for this change, or the new time does not suit you, please reply to this mail ' +
      `or call the centre on ${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS}).`,
  },
  calendar: {
    summary: (f) =>
      `Appointment${f.memberName ? ` for ${f.memberName}` : ''} with ${f.doctorName} (${CENTRE_SHORT_NAME})`,
    description: (f) =>
      `${f.speciality} appointment at ${CENTRE_NAME}.\n` +
      `Fee ${f.fee}: pay from My Appointment (Pay Online) if you have not yet.`,
    cancelled: (f) => `This ${f.speciality} appointment at ${CENTRE_NAME} is cancelled.`,
  },
};

/** Hindi possessive before "अपॉइंटमेंट" (feminine): "आपकी", or "Aarav की" for a family member. */
const kiski = (f: Facts): string => (f.memberName ? `${f.memberName} की` : 'आपकी');

/**
 * Words the Hindi mails share with the SPA's Hindi pages (hours, specialities, the
 * names of the buttons a mail sends the reader to). They must read the same in
 * both: appointment-words.spec.ts holds them to the SPA's translation files.
 */
export const SHARED_WITH_SPA_HI = {
  hours: 'सोम–शनि, सुबह 10 से शाम 7 बजे तक',
  specialities: {
    Psychiatrist: 'मनोचिकित्सक',
    Pediatrician: 'बच्चों के डॉक्टर',
    Psychologist: 'मनोवैज्ञानिक',
    'Occupational Therapist': 'ऑक्युपेशनल थेरेपिस्ट',
    'Speech Therapist': 'स्पीच थेरेपिस्ट',
    'Special Educator': 'स्पेशल एजुकेटर',
    Physiotherapist: 'फ़िज़ियोथेरेपिस्ट',
  } as Record<string, string>,
  buttons: {
    myAppointment: 'मेरी अपॉइंटमेंट',
    payOnline: 'ऑनलाइन पेमेंट करें',
    submitPayment: 'पेमेंट की जानकारी भेजें',
    ourTeam: 'हमारी टीम',
  },
};

/** The centre's hours as the SPA's Hindi footer writes them. */
const HOURS_HI = SHARED_WITH_SPA_HI.hours;

const SPECIALITIES_HI = SHARED_WITH_SPA_HI.specialities;

// The SPA's buttons, quoted as its Hindi pages name them.
const quoted = (label: string) => `“${label}”`;
const MY_APPOINTMENT = quoted(SHARED_WITH_SPA_HI.buttons.myAppointment);
const PAY_ONLINE = quoted(SHARED_WITH_SPA_HI.buttons.payOnline);
const SUBMIT_PAYMENT = quoted(SHARED_WITH_SPA_HI.buttons.submitPayment);
const OUR_TEAM = quoted(SHARED_WITH_SPA_HI.buttons.ourTeam);

const HOW_TO_PAY_HI =
  `हमारी वेबसाइट पर ${MY_APPOINTMENT} खोलें, ${PAY_ONLINE} चुनें और किसी भी UPI ऐप से QR कोड स्कैन करें। ` +
  'फिर अपना नाम और अपने ऐप में दिखी 12 अंकों की UPI ट्रांज़ैक्शन ID (UTR) डालें, और ' +
  `${SUBMIT_PAYMENT} दबाएँ।`;
const QUESTIONS_HI = `कोई भी सवाल हो, तो बस इस ईमेल का जवाब दें या सेंटर को ${CENTRE_PHONE_DISPLAY} पर फ़ोन करें (${HOURS_HI})।`;
const ARRIVE_HI = 'कृपया लगभग 10 मिनट पहले पहुँचें, और पहले की कोई रिपोर्ट या दवा की पर्ची हो तो साथ लाएँ।';
const NO_NEED_TO_PAY_AGAIN_HI = 'दोबारा भुगतान करने की ज़रूरत नहीं है।';

const hi: AppointmentWords = {
  when: (date, time) => `${date}, ${time}`,
  speciality: (stored) => SPECIALITIES_HI[stored] ?? stored,
  // Always said with "तक" ("2 घंटे तक"), so the hours take that form even for one.
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (!hours) return `${rest} मिनट`;
    return rest ? `${hours} घंटे ${rest} मिनट` : `${hours} घंटे`;
  },
  greeting: (f) => `नमस्ते ${f.patientName} जी,`,
  arrive: ARRIVE_HI,
  fields: { patient: 'मरीज़', doctor: 'डॉक्टर', date: 'तारीख़', time: 'समय', address: 'पता', fee: 'फ़ीस' },
  booked: {
    subject: (f) => `${kiski(f)} अपॉइंटमेंट बुक हो गई: ${f.when}`,
    reserved: (f) =>
      `${CENTRE_NAME} में बुकिंग के लिए धन्यवाद। ${f.doctorName} के साथ ${kiski(f)} अपॉइंटमेंट का समय ` +
      'रख लिया गया है:',
    pay: (f) => `इसे पक्का करने के लिए कृपया ${f.fee} का भुगतान UPI से करें: ${HOW_TO_PAY_HI}`,
    willWrite: 'जैसे ही हमारी टीम आपका भुगतान जाँच लेगी, हम आपको फिर से ईमेल करेंगे।',
    calendar: 'इस ईमेल के साथ एक कैलेंडर फ़ाइल भी है, जिससे आप यह अपॉइंटमेंट अपने कैलेंडर में जोड़ सकते हैं।',
    cannotCome:
      `अगर आप नहीं आ पाएँगे, तो कृपया ${MY_APPOINTMENT} से अपॉइंटमेंट रद्द कर दें, ताकि यह समय ` +
      `किसी और परिवार को मिल सके। ${QUESTIONS_HI}`,
  },
  cancelled: {
    subject: (f) => `${kiski(f)} अपॉइंटमेंट रद्द हो गई: ${f.when}`,
    cancelled: (f) => `${f.doctorName} के साथ ${f.when} की ${kiski(f)} अपॉइंटमेंट रद्द कर दी गई है।`,
    hadPaid: (f) =>
      `आप इस अपॉइंटमेंट के लिए ${f.fee} का भुगतान पहले ही कर चुके थे। कृपया इस ईमेल का जवाब दें ` +
      'या सेंटर को फ़ोन करें, हम इसमें आपकी मदद करेंगे।',
    mayHavePaid:
      'अगर आपने इस अपॉइंटमेंट का भुगतान किया था, तो कृपया इस ईमेल के जवाब में अपनी 12 अंकों की ' +
      'UPI ट्रांज़ैक्शन ID (UTR) भेजें या सेंटर को फ़ोन करें, हम आपके पैसे लौटा देंगे।',
    bookAgain:
      `जब भी आप चाहें, हमारी वेबसाइट पर ${OUR_TEAM} से नया समय बुक कर सकते हैं। अगर आपको इस ` +
      'अपॉइंटमेंट के रद्द होने की उम्मीद नहीं थी, तो कृपया इस ईमेल का जवाब दें, हम इसे देखेंगे।',
  },
  released: {
    subject: (f) => `भुगतान न मिलने से ${kiski(f)} बुकिंग रद्द हुई: ${f.when}`,
    kept: (f, held) =>
      `${f.doctorName} के साथ ${f.when} की ${kiski(f)} अपॉइंटमेंट हमने बुकिंग के बाद ${held} तक ` +
      'आपके लिए रखी, लेकिन इस बीच हमें कोई भुगतान नहीं मिला। इसलिए हमने यह बुकिंग रद्द कर दी है, ' +
      'और अब यह समय कोई भी फिर से बुक कर सकता है।',
    bookAgain:
      `आप कभी भी हमारी वेबसाइट पर ${OUR_TEAM} से फिर से बुक कर सकते हैं; बस बुकिंग के कुछ ही देर ` +
      `बाद ${MY_APPOINTMENT} से भुगतान कर दें, ताकि समय आपका ही रहे।`,
    ifPaid:
      'अगर आपने भुगतान कर दिया था, तो कृपया इस ईमेल के जवाब में अपने पेमेंट ऐप से 12 अंकों की ' +
      `UPI ट्रांज़ैक्शन ID (UTR) भेजें, या सेंटर को ${CENTRE_PHONE_DISPLAY} पर फ़ोन करें (${HOURS_HI})। ` +
      'अगर वह समय अब भी खाली है तो हम उसे फिर से आपके लिए बुक कर देंगे, नहीं तो आपके पैसे लौटा देंगे।',
  },
  approved: {
    subject: (f) => `${kiski(f)} अपॉइंटमेंट पक्की हो गई: ${f.when}`,
    received: (f) =>
      `अच्छी ख़बर: हमें आपका ${f.fee} का भुगतान मिल गया है, और ${f.doctorName} के साथ ${kiski(f)} ` +
      'अपॉइंटमेंट पक्की हो गई है।',
    receipt: (receiptNumber) =>
      `आपके भुगतान की रसीद ${receiptNumber} इस ईमेल के साथ PDF में लगी है। आप इसे कभी भी हमारी ` +
      `वेबसाइट पर ${MY_APPOINTMENT} से फिर से डाउनलोड कर सकते हैं।`,
    lookForward: `आपसे मिलने का इंतज़ार रहेगा। ${QUESTIONS_HI}`,
  },
  rejected: {
    subject: (f) =>
      `भुगतान की पुष्टि नहीं हो पाई: ${f.date} की अपॉइंटमेंट${f.memberName ? ` (${f.memberName})` : ''}`,
    sorry: (f) =>
      `माफ़ कीजिए, ${f.doctorName} के साथ ${f.when} की ${kiski(f)} अपॉइंटमेंट के लिए आपने जो भुगतान ` +
      'भेजा था, उसकी हम पुष्टि नहीं कर पाए। हमारी टीम ने लिखा है:',
    noReason: 'यह भुगतान हमारे खाते में आई किसी रकम से मेल नहीं खाया।',
    next:
      `अब क्या करें: अगर आपने भुगतान कर दिया है, तो कृपया ${MY_APPOINTMENT} खोलें और सही 12 अंकों ` +
      'की UPI ट्रांज़ैक्शन ID (UTR) भेजें; यह आपके UPI ऐप की पेमेंट हिस्ट्री में मिल जाएगी। अगर अभी ' +
      `भुगतान नहीं किया है, तो पहले वहीं ${PAY_ONLINE} चुनें।`,
    call: `आप सेंटर को ${CENTRE_PHONE_DISPLAY} पर फ़ोन भी कर सकते हैं या इस ईमेल का जवाब दे सकते हैं, हम मिलकर इसे सुलझा लेंगे।`,
  },
  reminder: {
    subject: (f) => `याद दिला दें: ${kiski(f)} अपॉइंटमेंट कल ${f.time} पर है`,
    tomorrow: (f) =>
      `एक छोटी-सी याद: कल, ${f.date} को ${f.time} पर ${f.doctorName} के साथ ${kiski(f)} अपॉइंटमेंट ` +
      `है, इस पते पर: ${f.address}।`,
    paid: () => 'आपका भुगतान पक्का हो चुका है, अब आपको कुछ और नहीं करना है।',
    pending: `आपके भुगतान की जानकारी हमें मिल गई है और हम अभी उसे जाँच रहे हैं: ${NO_NEED_TO_PAY_AGAIN_HI}`,
    unpaid: (f) =>
      `हमें अभी तक आपका भुगतान नहीं मिला है। कृपया आने से पहले ${f.fee} का भुगतान कर दें: ` +
      `${HOW_TO_PAY_HI} इससे आपकी अपॉइंटमेंट पक्की हो जाएगी।`,
    cannotCome: 'अगर अब आप नहीं आ पाएँगे, तो कृपया इस ईमेल का जवाब देकर हमें बता दें। कल मिलते हैं!',
  },
  moved: {
    subject: (f) => `${kiski(f)} अपॉइंटमेंट का समय बदल गया: ${f.when}`,
    moved: (f, from) =>
      `${f.doctorName} के साथ ${kiski(f)} अपॉइंटमेंट ${from} से बदलकर ${f.when} कर दी गई है। ` +
      'पहले वाला समय अब आपके लिए बुक नहीं है।',
    paid: (f) => `आपका ${f.fee} का भुगतान इसी अपॉइंटमेंट के साथ रहेगा, इसलिए अब कुछ और नहीं देना है।`,
    pending: `आपने भुगतान की जो जानकारी भेजी थी, वह इसी अपॉइंटमेंट के साथ रहेगी, और हम अभी उसे जाँच रहे हैं: ${NO_NEED_TO_PAY_AGAIN_HI}`,
    unpaid: (f) => `फ़ीस अब भी ${f.fee} ही है। अपॉइंटमेंट पक्की करने के लिए कृपया UPI से भुगतान करें: ${HOW_TO_PAY_HI}`,
    calendar: 'साथ लगी कैलेंडर फ़ाइल आपके कैलेंडर में पहले से दर्ज अपॉइंटमेंट का समय भी बदल देगी।',
    notAsked:
      'अगर आपने यह बदलाव नहीं माँगा था, या नया समय आपके लिए ठीक नहीं है, तो कृपया इस ईमेल का ' +
      `जवाब दें या सेंटर को ${CENTRE_PHONE_DISPLAY} पर फ़ोन करें (${HOURS_HI})।`,
  },
  calendar: {
    summary: (f) =>
      `${f.memberName ? `${f.memberName} की ` : ''}${f.doctorName} के साथ अपॉइंटमेंट (${CENTRE_SHORT_NAME})`,
    description: (f) =>
      `${CENTRE_NAME} में ${f.speciality} के साथ अपॉइंटमेंट।\n` +
      `फ़ीस ${f.fee}: अगर अभी तक भुगतान नहीं किया है, तो ${MY_APPOINTMENT} में ${PAY_ONLINE} से कर दें।`,
    cancelled: (f) => `${CENTRE_NAME} में ${f.speciality} के साथ यह अपॉइंटमेंट रद्द हो गई है।`,
  },
};

export const APPOINTMENT_WORDS: Record<Language, AppointmentWords> = { en, hi };
