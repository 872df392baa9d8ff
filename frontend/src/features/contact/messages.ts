/**
 * Fixed wording: the contact form's success toast, and its opening when sending failed
 * and the server gave no reason (the form goes on to offer the centre's phone).
 */
export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'We could not send your message.',
} as const;
