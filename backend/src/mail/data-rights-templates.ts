/**
 * The mails of a patient's data rights: the code that confirms a new e-mail address,
 * the notice to the old address once it changed, the code that confirms erasing the
 * account, the confirmation that it is erased, and the centre's note of refunds due.
 * The patient's mails are in the account's language; the centre's note is English.
 */
import { CENTRE_HOURS, CENTRE_NAME, CENTRE_PHONE_DISPLAY, type Language } from '@umang/common';
import { dateInWords, rupees, timeInIst } from './appointment-templates.js';
import { type Block, type MailContent, renderMail } from './mail-layout.js';
import type { CodeMail } from './templates.js';

/** A paid visit that the erasure cancelled: the centre owes its fee back. */
export interface CancelledPaidVisit {
  doctorName: string;
  /** `d_m_yyyy`. */
  slotDate: string;
  /** `HH:MM`, IST. */
  slotTime: string;
  /** Rupees. */
  amount: number;
  receiptNumber: string | null;
}

export interface AccountDeletedMail {
  /** "Deleted patient #3F2A9C1D": what the kept records call the account from now on. */
  pseudonym: string;
  cancelledPaid: CancelledPaidVisit[];
  /** Where to ask for a refund, besides the phone. */
  centreEmail: string;
}

interface DataRightsWords {
  hello: string;
  fields: { doctor: string; when: string; fee: string; receipt: string };
  when: (date: string, time: string) => string;
  emailCode: {
    subject: string;
    intro: string;
    use: (minutes: number) => string;
    notYou: string;
  };
  emailChanged: {
    subject: string;
    changed: (masked: string) => string;
    fromNow: string;
    notYou: string;
  };
  deleteCode: {
    subject: string;
    intro: string;
    use: (minutes: number) => string;
    what: string;
    kept: string;
    notYou: string;
  };
  deleted: {
    subject: string;
    done: string;
    removed: string;
    kept: (pseudonym: string) => string;
    cancelled: string;
    refund: (email: string) => string;
    again: string;
  };
}

const CALL = `${CENTRE_PHONE_DISPLAY} (${CENTRE_HOURS})`;

const WORDS: Record<Language, DataRightsWords> = {
  en: {
    hello: 'Hello,',
    fields: { doctor: 'Doctor', when: 'Date and time', fee: 'Fee paid', receipt: 'Receipt' },
    when: (date, time) => `${date} at ${time}`,
    emailCode: {
      subject: `Confirm your new e-mail address for ${CENTRE_NAME}`,
      intro: `You asked to use this address for your ${CENTRE_NAME} account. Here is your code to confirm it:`,
      use: (minutes) => `Type it into My Profile. It is valid for ${minutes} minutes and works only once.`,
      notYou:
        'If you did not ask for this, you can safely ignore this mail: no account will use this address.',
    },
    emailChanged: {
      subject: `The e-mail address of your ${CENTRE_NAME} account was changed`,
      changed: (masked) => `The e-mail address of your ${CENTRE_NAME} account was changed to ${masked}.`,
      fromNow: 'From now on you log in with the new address, and our mails go there.',
      notYou: `If this was not you, please call the centre at once on ${CALL}.`,
    },
    deleteCode: {
      subject: `Your code to delete your ${CENTRE_NAME} account`,
      intro: `You asked to delete your ${CENTRE_NAME} account. Here is your code to confirm it:`,
      use: (minutes) => `Type it into My Profile. It is valid for ${minutes} minutes and works only once.`,
      what:
        'Deleting the account cancels your coming appointments and removes your profile, your health ' +
        'details, your photo, your family members and your likes. It cannot be undone.',
      kept:
        'Appointments you paid for and their receipts stay with the centre, without your name, because ' +
        'the accounts law requires us to keep them.',
      notYou: `If you did not ask for this, ignore this mail: nothing changes. Someone may know your password; please change it.`,
    },
    deleted: {
      subject: `Your ${CENTRE_NAME} account has been deleted`,
      done: 'As you asked, your account has been deleted.',
      removed:
        'We have removed your profile, your health details, your photo, your family members, your likes, ' +
        'the messages you sent us from this address, and the appointments you had not paid for. Your ' +
        'coming appointments are cancelled and their times are free for others.',
      kept: (pseudonym) =>
        'Appointments you paid for and their receipts stay with the centre, because the accounts law ' +
        `requires us to keep them. They no longer carry your name: they read "${pseudonym}".`,
      cancelled:
        'These paid appointments were still to come, so they are cancelled and we owe you their fee:',
      refund: (email) =>
        `For your refund, please call the centre on ${CALL} or write to ${email}, giving the receipt numbers above.`,
      again: 'You are welcome to sign up again with this address at any time.',
    },
  },
  hi: {
    hello: 'नमस्ते,',
    fields: { doctor: 'डॉक्टर', when: 'तारीख़ और समय', fee: 'भुगतान की गई फ़ीस', receipt: 'रसीद' },
    when: (date, time) => `${date}, ${time}`,
    emailCode: {
      subject: `${CENTRE_NAME} के लिए अपने नए ईमेल पते की पुष्टि करें`,
      intro: `आपने अपने ${CENTRE_NAME} खाते के लिए यह ईमेल पता इस्तेमाल करने को कहा है। इसकी पुष्टि के लिए आपका कोड यह है:`,
      use: (minutes) => `इसे मेरी प्रोफ़ाइल में लिखें। यह कोड ${minutes} मिनट तक चलेगा और सिर्फ़ एक बार काम करेगा।`,
      notYou: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: कोई भी खाता इस पते का इस्तेमाल नहीं करेगा।',
    },
    emailChanged: {
      subject: `आपके ${CENTRE_NAME} खाते का ईमेल पता बदल दिया गया है`,
      changed: (masked) => `आपके ${CENTRE_NAME} खाते का ईमेल पता बदलकर ${masked} कर दिया गया है।`,
      fromNow: 'अब से आप नए पते से लॉग इन करेंगे, और हमारे ईमेल वहीं जाएँगे।',
      notYou: `अगर यह बदलाव आपने नहीं किया, तो कृपया तुरंत सेंटर को ${CALL} पर फ़ोन करें।`,
    },
    deleteCode: {
      subject: `अपना ${CENTRE_NAME} खाता हटाने के लिए आपका कोड`,
      intro: `आपने अपना ${CENTRE_NAME} खाता हटाने को कहा है। इसकी पुष्टि के लिए आपका कोड यह है:`,
      use: (minutes) => `इसे मेरी प्रोफ़ाइल में लिखें। यह कोड ${minutes} मिनट तक चलेगा और सिर्फ़ एक बार काम करेगा।`,
      what:
        'खाता हटाने पर आपकी आने वाली अपॉइंटमेंट रद्द हो जाएँगी, और आपकी प्रोफ़ाइल, सेहत की जानकारी, फ़ोटो, ' +
        'परिवार के सदस्य और आपकी पसंद (लाइक) मिटा दिए जाएँगे। इसे वापस नहीं किया जा सकता।',
      kept:
        'जिन अपॉइंटमेंट का आपने भुगतान किया है, वे और उनकी रसीदें आपके नाम के बिना सेंटर के पास रहेंगी, ' +
        'क्योंकि हिसाब-किताब के क़ानून के तहत हमें उन्हें रखना होता है।',
      notYou:
        'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: कुछ भी नहीं बदलेगा। हो सकता है किसी को ' +
        'आपका पासवर्ड पता हो; कृपया उसे बदल लें।',
    },
    deleted: {
      subject: `आपका ${CENTRE_NAME} खाता हटा दिया गया है`,
      done: 'आपके कहे अनुसार आपका खाता हटा दिया गया है।',
      removed:
        'हमने आपकी प्रोफ़ाइल, सेहत की जानकारी, फ़ोटो, परिवार के सदस्य, आपकी पसंद (लाइक), इस पते से भेजे गए ' +
        'आपके संदेश और बिना भुगतान वाली अपॉइंटमेंट मिटा दी हैं। आपकी आने वाली अपॉइंटमेंट रद्द कर दी गई हैं ' +
        'और वे समय अब दूसरों के लिए खाली हैं।',
      kept: (pseudonym) =>
        'जिन अपॉइंटमेंट का आपने भुगतान किया था, वे और उनकी रसीदें सेंटर के पास रहेंगी, क्योंकि ' +
        `हिसाब-किताब के क़ानून के तहत हमें उन्हें रखना होता है। उन पर अब आपका नाम नहीं है: उन पर "${pseudonym}" लिखा है।`,
      cancelled: 'भुगतान की गई ये अपॉइंटमेंट अभी आनी थीं, इसलिए ये रद्द हो गई हैं और इनकी फ़ीस हम आपको लौटाएँगे:',
      refund: (email) =>
        `पैसे वापस पाने के लिए कृपया ऊपर दिए रसीद नंबर के साथ सेंटर को ${CALL} पर फ़ोन करें या ${email} पर लिखें।`,
      again: 'आप जब चाहें, इसी पते से फिर से खाता बना सकते हैं।',
    },
  },
};

/** `asha.verma@example.org` → `a***@example.org`: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const paragraph = (text: string): Block => ({ kind: 'paragraph', text });

/** The code that confirms a new address, mailed to that address. */
export function emailChangeCode({ code, minutes }: CodeMail, language: Language): MailContent {
  const { hello, emailCode: w } = WORDS[language];
  return renderMail(
    w.subject,
    [
      paragraph(hello),
      paragraph(w.intro),
      { kind: 'code', code },
      paragraph(w.use(minutes)),
      paragraph(w.notYou),
    ],
    language,
  );
}

/** To the old address once the account moved to `newEmail`, which it shows masked. */
export function emailChanged({ newEmail }: { newEmail: string }, language: Language): MailContent {
  const { hello, emailChanged: w } = WORDS[language];
  return renderMail(
    w.subject,
    [paragraph(hello), paragraph(w.changed(maskEmail(newEmail))), paragraph(w.fromNow), paragraph(w.notYou)],
    language,
  );
}

/** The code that confirms erasing the account, with what erasing does and what the centre keeps. */
export function deleteAccountCode({ code, minutes }: CodeMail, language: Language): MailContent {
  const { hello, deleteCode: w } = WORDS[language];
  return renderMail(
    w.subject,
    [
      paragraph(hello),
      paragraph(w.intro),
      { kind: 'code', code },
      paragraph(w.use(minutes)),
      paragraph(w.what),
      paragraph(w.kept),
      paragraph(w.notYou),
    ],
    language,
  );
}

const visitFields = (visit: CancelledPaidVisit, words: DataRightsWords, language: Language): Block => ({
  kind: 'fields',
  fields: [
    [words.fields.doctor, visit.doctorName],
    [
      words.fields.when,
      words.when(dateInWords(visit.slotDate, language), timeInIst(visit.slotTime, language)),
    ],
    [words.fields.fee, rupees(visit.amount, language)],
    ...(visit.receiptNumber ? [[words.fields.receipt, visit.receiptNumber] as [string, string]] : []),
  ],
});

/**
 * The last mail to an erased account: what went, what the centre keeps and why, and
 * the paid visits the erasure cancelled, with where to ask for the refund.
 */
export function accountDeleted(
  { pseudonym, cancelledPaid, centreEmail }: AccountDeletedMail,
  language: Language,
): MailContent {
  const words = WORDS[language];
  const w = words.deleted;
  const blocks: Block[] = [
    paragraph(words.hello),
    paragraph(w.done),
    paragraph(w.removed),
    paragraph(w.kept(pseudonym)),
  ];
  if (cancelledPaid.length > 0) {
    blocks.push(paragraph(w.cancelled));
    for (const visit of cancelledPaid) blocks.push(visitFields(visit, words, language));
    blocks.push(paragraph(w.refund(centreEmail)));
  }
  blocks.push(paragraph(w.again));
  return renderMail(w.subject, blocks, language);
}

/** To the centre: an erased account's paid visits were cancelled and their fees are owed back. */
export function refundDue({
  pseudonym,
  cancelledPaid,
}: Omit<AccountDeletedMail, 'centreEmail'>): MailContent {
  const words = WORDS.en;
  return renderMail(`Refund due: ${pseudonym} deleted their account`, [
    paragraph(
      `${pseudonym} deleted their account. These appointments were paid for and still to come, so ` +
        'they are cancelled and their fees are to be refunded:',
    ),
    ...cancelledPaid.map((visit) => visitFields(visit, words, 'en')),
    paragraph(
      'The account no longer holds a name or an address. The patient was asked to call or write to the ' +
        'centre with the receipt numbers; refund each payment to the account it came from.',
    ),
  ]);
}
