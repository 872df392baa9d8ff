/** Fixed wording: the contact form's success toast and the fallback when the server gave no reason. */
export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'Something went wrong. Try again.',
} as const;
