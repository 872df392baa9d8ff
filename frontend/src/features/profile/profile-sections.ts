import { BLOOD_GROUPS, GENDERS, type UserProfile } from '@umang/common';
import { formatDob, type ProfileField } from './form-values';

/** One row of the view: a label and its value, possibly on several lines (the address). */
export interface ViewItem {
  label: string;
  lines: (user: UserProfile) => string[];
}

export interface ViewSection {
  title: string;
  items: readonly ViewItem[];
}

/** View mode: the name is the page heading, the rest is grouped here. */
export const VIEW_SECTIONS: readonly ViewSection[] = [
  {
    // "Family" is the section of the relatives the account books for.
    title: 'Parents',
    items: [
      { label: "Father's name", lines: (u) => [u.fathername] },
      { label: "Mother's name", lines: (u) => [u.mothername] },
    ],
  },
  {
    title: 'Contact Information',
    items: [
      { label: 'Email', lines: (u) => [u.email] },
      { label: 'Phone', lines: (u) => [u.phone] },
      { label: 'Address', lines: (u) => [u.address?.line1 ?? '', u.address?.line2 ?? ''] },
    ],
  },
  {
    title: 'Basic Information',
    items: [
      { label: 'Gender', lines: (u) => [u.gender] },
      { label: 'Date of birth', lines: (u) => [formatDob(u.dob)] },
      { label: 'Blood group', lines: (u) => [u.bloodGroup] },
    ],
  },
  {
    title: 'Medical Information',
    items: [
      { label: 'Medical conditions', lines: (u) => [u.medicalCondition] },
      { label: 'Allergy', lines: (u) => [u.allergy] },
    ],
  },
];

export type FieldControl =
  | { kind: 'text'; autoComplete?: string; maxLength: number }
  | { kind: 'tel' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'date' }
  | { kind: 'textarea'; maxLength: number };

export interface FieldSpec {
  name: ProfileField;
  label: string;
  control: FieldControl;
  required?: boolean;
  hint?: string;
  /** Takes the whole row on wider screens. */
  wide?: boolean;
}

export interface EditSection {
  title: string;
  /** The e-mail is the login, so it is shown but never editable. */
  showEmail?: boolean;
  fields: readonly FieldSpec[];
}

const text = (maxLength: number, autoComplete?: string): FieldControl => ({
  kind: 'text',
  maxLength,
  autoComplete,
});

/** Edit mode: the same groups as labelled fields (name first, so Edit can focus it). */
export const EDIT_SECTIONS: readonly EditSection[] = [
  {
    title: 'Name and family',
    fields: [
      { name: 'name', label: 'Name', control: text(100, 'name'), required: true, wide: true },
      { name: 'fathername', label: "Father's name", control: text(100) },
      { name: 'mothername', label: "Mother's name", control: text(100) },
    ],
  },
  {
    title: 'Contact Information',
    showEmail: true,
    fields: [
      {
        name: 'phone',
        label: 'Phone',
        control: { kind: 'tel' },
        hint: '10 digits, starting with 6, 7, 8 or 9.',
      },
      { name: 'line1', label: 'Address line 1', control: text(200, 'address-line1'), wide: true },
      { name: 'line2', label: 'Address line 2', control: text(200, 'address-line2'), wide: true },
    ],
  },
  {
    title: 'Basic Information',
    fields: [
      { name: 'gender', label: 'Gender', control: { kind: 'select', options: GENDERS } },
      { name: 'dob', label: 'Date of birth', control: { kind: 'date' } },
      { name: 'bloodGroup', label: 'Blood group', control: { kind: 'select', options: BLOOD_GROUPS } },
    ],
  },
  {
    title: 'Medical Information',
    fields: [
      {
        name: 'medicalCondition',
        label: 'Medical conditions',
        control: { kind: 'textarea', maxLength: 1000 },
        hint: 'Any diagnosis, ongoing illness or daily medicine our clinicians should know about.',
        wide: true,
      },
      {
        name: 'allergy',
        label: 'Allergy',
        control: { kind: 'textarea', maxLength: 1000 },
        hint: 'Foods, medicines or anything else that causes a reaction.',
        wide: true,
      },
    ],
  },
];
