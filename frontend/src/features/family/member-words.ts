import {
  type FamilyMember,
  formatDayMonthYear,
  type Language,
  parseIsoDate,
  relationWords,
} from '@umang/common';
import type { TFunction } from 'i18next';

type Related = Pick<FamilyMember, 'relation' | 'gender'>;

/**
 * How the member is related to the account holder, in a family's words and the
 * language shown: "son", "wife", "mother" / "बेटा", "पत्नी", "माँ".
 */
export function relationOf(member: Related, t: TFunction<'family'>): string {
  const words = relationWords(member.relation, member.gender);
  return t(`kin.${words}` as 'kin.son', { defaultValue: words });
}

/** The same words at the start of a line: "Son". */
export function relationTitle(member: Related, t: TFunction<'family'>): string {
  const words = relationOf(member, t);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `2019-03-05` → `5 March 2019` / `5 मार्च 2019`; anything else is shown as given. */
export function formatBirthDate(dob: string, lang: Language): string {
  const date = parseIsoDate(dob);
  return date ? formatDayMonthYear(date, lang) : dob;
}
