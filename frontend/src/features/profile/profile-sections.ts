import { BLOOD_GROUPS, GENDERS, type UserProfile } from '@umang/common';
import type { TFunction } from 'i18next';
import type profile from '@/locales/en/profile.json';
import type { ProfileField } from './form-values';

/** A heading of the profile: a key of the `profile` namespace's `sections`. */
export type SectionKey = keyof typeof profile.sections;
/** A field's label: a key of the `profile` namespace's `fields`. */
export type LabelKey = keyof typeof profile.fields;
/** A field's help: a key of the `profile` namespace's `hints`. */
export type HintKey = keyof typeof profile.hints;

/** How stored values are shown in the language of the moment; the stored values never change. */
export interface ShownAs {
  /** `2015-03-05` → `5 March 2015`. */
  date: (dob: string) => string;
  /** `Male` → its word in the language shown. */
  gender: (gender: string) => string;
}

/** One row of the view: a label and its value, possibly on several lines (the address). */
export interface ViewItem {
  label: LabelKey;
  lines: (user: UserProfile, shown: ShownAs) => string[];
}

export interface ViewSection {
  title: SectionKey;
  items: readonly ViewItem[];
}

/** View mode: the name is the page heading, the rest is grouped here. */
export const VIEW_SECTIONS: readonly ViewSection[] = [
  {
    // "Family" is the section of the relatives the account books for.
    title: 'parents',
    items: [
      { label: 'fathername', lines: (u) => [u.fathername] },
      { label: 'mothername', lines: (u) => [u.mothername] },
    ],
  },
  {
    title: 'contact',
    items: [
      { label: 'email', lines: (u) => [u.email] },
      { label: 'phone', lines: (u) => [u.phone] },
      { label: 'address', lines: (u) => [u.address?.line1 ?? '', u.address?.line2 ?? ''] },
    ],
  },
  {
    title: 'basic',
    items: [
      { label: 'gender', lines: (u, shown) => [u.gender ? shown.gender(u.gender) : ''] },
      { label: 'dob', lines: (u, shown) => [shown.date(u.dob)] },
      { label: 'bloodGroup', lines: (u) => [u.bloodGroup] },
    ],
  },
  {
    title: 'medical',
    items: [
      { label: 'medicalCondition', lines: (u) => [u.medicalCondition] },
      { label: 'allergy', lines: (u) => [u.allergy] },
    ],
  },
];

export interface Choice {
  /** What the API takes, the same in every language. */
  value: string;
  label: string;
}

/** The choices of each select, labelled in the language shown. */
export const CHOICES = {
  genders: (t: TFunction<'profile'>): Choice[] =>
    GENDERS.map((value) => ({ value, label: t(`genders.${value}`) })),
  bloodGroups: (): Choice[] => BLOOD_GROUPS.map((value) => ({ value, label: value })),
} as const;

export type ChoiceList = keyof typeof CHOICES;

export type FieldControl =
  | { kind: 'text'; autoComplete?: string; maxLength: number }
  | { kind: 'tel' }
  | { kind: 'select'; options: ChoiceList }
  | { kind: 'date' }
  | { kind: 'textarea'; maxLength: number };

export interface FieldSpec {
  name: ProfileField;
  control: FieldControl;
  required?: boolean;
  hint?: HintKey;
  /** Takes the whole row on wider screens. */
  wide?: boolean;
}

export interface EditSection {
  title: SectionKey;
  /** The e-mail is the login: shown with its own way to change it, which re-checks the address. */
  showEmail?: boolean;
  /** Why the centre asks for this group, said under its heading (the optional health details). */
  purpose?: HintKey;
  fields: readonly FieldSpec[];
}

const text = (maxLength: number, autoComplete?: string): FieldControl => ({
  kind: 'text',
  maxLength,
  autoComplete,
});

/**
 * Edit mode: the same groups as labelled fields (name first, so Edit can focus it).
 * Each field's label is its name's key in the `profile` namespace's `fields`.
 */
export const EDIT_SECTIONS: readonly EditSection[] = [
  {
    title: 'nameAndFamily',
    fields: [
      { name: 'name', control: text(100, 'name'), required: true, wide: true },
      { name: 'fathername', control: text(100) },
      { name: 'mothername', control: text(100) },
    ],
  },
  {
    title: 'contact',
    showEmail: true,
    fields: [
      { name: 'phone', control: { kind: 'tel' }, hint: 'phone' },
      { name: 'line1', control: text(200, 'address-line1'), wide: true },
      { name: 'line2', control: text(200, 'address-line2'), wide: true },
    ],
  },
  {
    title: 'basic',
    fields: [
      { name: 'gender', control: { kind: 'select', options: 'genders' } },
      { name: 'dob', control: { kind: 'date' } },
      { name: 'bloodGroup', control: { kind: 'select', options: 'bloodGroups' }, hint: 'healthPurpose' },
    ],
  },
  {
    title: 'medical',
    purpose: 'healthPurpose',
    fields: [
      {
        name: 'medicalCondition',
        control: { kind: 'textarea', maxLength: 1000 },
        hint: 'medicalCondition',
        wide: true,
      },
      {
        name: 'allergy',
        control: { kind: 'textarea', maxLength: 1000 },
        hint: 'allergy',
        wide: true,
      },
    ],
  },
];
