import { CENTRE_NAME } from '@umang/common';

/**
 * The English sentences, or pieces of three words and more, left in a mail meant to be
 * Hindi, once the words that stay as they are (the names given, the centre's name)
 * are taken out. Loanwords and short tags (UPI, QR, ID, UTR, PDF, `3:30 pm IST`) are
 * too short to count.
 */
export function englishLeft(text: string, names: readonly string[] = []): string[] {
  let rest = text;
  for (const name of [CENTRE_NAME, ...names].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(' ');
  }
  return rest.match(/[A-Za-z]{2,}(?:[\s,.:;'’-]+[A-Za-z]{2,}){2,}/g) ?? [];
}
