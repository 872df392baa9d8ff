import { CENTRE_NAME, type Language } from '@umang/common';
import { type Block, type MailContent, oneLine, renderMail } from './mail-layout.js';

export type { MailContent } from './mail-layout.js';

export interface CodeMail {
  /** The 6-digit code, as the user must type it. */
  code: string;
  /** How long the code stays valid. */
  minutes: number;
}

/** The words of the codes mailed to patients, in each language. */
interface CodeWords {
  hello: string;
  signup: {
    subject: string;
    intro: string;
    use: (minutes: number) => string;
    accountExists: string;
    notYou: string;
  };
  reset: {
    subject: string;
    intro: string;
    use: (minutes: number) => string;
    notYou: string;
  };
}

const CODE_WORDS: Record<Language, CodeWords> = {
  en: {
    hello: 'Hello,',
    signup: {
      subject: `Your sign-up code for ${CENTRE_NAME}`,
      intro: `Thank you for signing up with ${CENTRE_NAME}. Here is your code to finish creating your account:`,
      use: (minutes) =>
        `Type it into the sign-up form. It is valid for ${minutes} minutes and works only once.`,
      accountExists:
        'Please note: an account already exists for this e-mail address. If it is yours, you can simply ' +
        'log in, or reset your password from the login page if you have forgotten it.',
      notYou: 'If you did not ask for this code, you can safely ignore this mail: nothing will change.',
    },
    reset: {
      subject: `Your password reset code for ${CENTRE_NAME}`,
      intro: `We received a request to reset the password of your ${CENTRE_NAME} account. Here is your code:`,
      use: (minutes) =>
        `Enter it with your new password. It is valid for ${minutes} minutes and works only once.`,
      notYou:
        'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
    },
  },
  hi: {
    hello: 'नमस्ते,',
    signup: {
      subject: `${CENTRE_NAME} में खाता बनाने के लिए आपका कोड`,
      intro: `${CENTRE_NAME} से जुड़ने के लिए धन्यवाद। अपना खाता बनाने के लिए आपका कोड यह है:`,
      use: (minutes) => `इसे साइन-अप फ़ॉर्म में लिखें। यह कोड ${minutes} मिनट तक चलेगा और सिर्फ़ एक बार काम करेगा।`,
      accountExists:
        'ध्यान दें: इस ईमेल पते से पहले से एक खाता बना हुआ है। अगर वह आपका है, तो आप सीधे लॉग इन ' +
        'कर सकते हैं; पासवर्ड भूल गए हों, तो लॉग इन पेज से उसे रीसेट कर सकते हैं।',
      notYou: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: कुछ भी नहीं बदलेगा।',
    },
    reset: {
      subject: `${CENTRE_NAME} का पासवर्ड रीसेट करने के लिए आपका कोड`,
      intro: `हमें आपके ${CENTRE_NAME} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। आपका कोड यह है:`,
      use: (minutes) => `इसे अपने नए पासवर्ड के साथ डालें। यह कोड ${minutes} मिनट तक चलेगा और सिर्फ़ एक बार काम करेगा।`,
      notYou:
        'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड ' +
        'जैसा है, वैसा ही रहेगा।',
    },
  },
};

/**
 * The code that finishes a sign-up, in `language`. `hasAccount`: the address is already
 * registered, so say so kindly.
 */
export function signupCode(
  { code, minutes, hasAccount }: CodeMail & { hasAccount: boolean },
  language: Language,
): MailContent {
  const { hello, signup: w } = CODE_WORDS[language];
  const blocks: Block[] = [
    { kind: 'paragraph', text: hello },
    { kind: 'paragraph', text: w.intro },
    { kind: 'code', code },
    { kind: 'paragraph', text: w.use(minutes) },
  ];
  if (hasAccount) blocks.push({ kind: 'paragraph', text: w.accountExists });
  blocks.push({ kind: 'paragraph', text: w.notYou });
  return renderMail(w.subject, blocks, language);
}

export function passwordResetCode({ code, minutes }: CodeMail, language: Language): MailContent {
  const { hello, reset: w } = CODE_WORDS[language];
  return renderMail(
    w.subject,
    [
      { kind: 'paragraph', text: hello },
      { kind: 'paragraph', text: w.intro },
      { kind: 'code', code },
      { kind: 'paragraph', text: w.use(minutes) },
      { kind: 'paragraph', text: w.notYou },
    ],
    language,
  );
}

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A visitor's message from the contact form, to the centre; replying answers the visitor. */
export function contactEnquiry(enquiry: Enquiry): MailContent {
  // The name also stands inside sentences, where a line break would start a forged line.
  const name = oneLine(enquiry.name, Infinity);
  return renderMail(`Website enquiry: ${enquiry.subject}`, [
    {
      kind: 'paragraph',
      text: `${name} sent a message through the contact form of the ${CENTRE_NAME} website.`,
    },
    {
      kind: 'fields',
      fields: [
        ['Name', enquiry.name],
        ['E-mail', enquiry.email],
        ['Phone', enquiry.phone],
        ['Subject', enquiry.subject],
      ],
    },
    { kind: 'quote', text: enquiry.message },
    { kind: 'paragraph', text: `Reply to this mail to answer ${name} directly.` },
  ]);
}

export interface ConsoleCodeMail extends CodeMail {
  /** The person's name as the admin wrote it. */
  name: string;
  /** What the account may do, in words ("an administrator", "a doctor (Dr Meera Iyer)"). */
  roleText: string;
  /** A first invitation, or a new code for an account that exists. */
  invited: boolean;
}

/**
 * The code with which a console account's holder sets their own password: on an admin's
 * invitation, or later when the admin sends a new one. No password travels by mail.
 */
export function consoleAccountCode({ code, minutes, name, roleText, invited }: ConsoleCodeMail): MailContent {
  const who = oneLine(name, Infinity);
  const opening = invited
    ? `An administrator of ${CENTRE_NAME} has made you a staff console account as ${roleText}.`
    : `An administrator of ${CENTRE_NAME} has sent you a new code to set the password of your staff console account.`;
  return renderMail(`Set your staff console password for ${CENTRE_NAME}`, [
    { kind: 'paragraph', text: `Hello ${who},` },
    { kind: 'paragraph', text: opening },
    { kind: 'code', code },
    {
      kind: 'paragraph',
      text:
        'Open the Set password page of the staff console (/admin/set-password on the centre’s website), ' +
        `enter this e-mail address, the code and a password of your own. The code is valid for ${minutes} ` +
        'minutes and works only once; if it runs out, ask the administrator for a new one.',
    },
    {
      kind: 'paragraph',
      text: 'If you did not expect this mail, you can ignore it: without the code nobody can use the account.',
    },
  ]);
}
