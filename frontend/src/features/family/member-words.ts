import { type FamilyMember, MONTH_NAMES, relationWords } from '@umang/common';

type Related = Pick<FamilyMember, 'relation' | 'gender'>;

/** How the member is related to the account holder, in a family's words: "son", "wife", "mother". */
export const relationOf = (member: Related): string => relationWords(member.relation, member.gender);

/** The same words at the start of a line: "Son". */
export function relationTitle(member: Related): string {
  const words = relationOf(member);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `2019-03-05` → `5 March 2019`, read from the text itself so no time zone can shift the day. */
export function formatBirthDate(dob: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return dob;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
