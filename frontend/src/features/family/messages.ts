import { MAX_FAMILY_MEMBERS } from '@umang/common';

/** Our own texts for family members: the form's refusals, the list's states and its confirmations. */
export const FAMILY_MESSAGES = {
  nameRequired: 'Please enter the name of this family member.',
  relationRequired: 'Please choose how they are related to you.',
  dobRequired: 'Please enter their date of birth.',
  dobInFuture: 'The date of birth cannot be a day after today.',
  dobTooEarly: 'Please check the year: the date of birth must be in 1900 or later.',
  genderRequired: 'Please choose Male or Female.',
  added: 'Family member added',
  updated: 'Family member updated',
  removed: 'Family member removed',
  saveFailed: 'We could not save this family member. Please try again.',
  removeFailed: 'We could not remove this family member. Please try again.',
  loadFailed: 'We could not load your family members just now.',
  limitReached: `You have added ${MAX_FAMILY_MEMBERS} family members, the most one account can hold. Remove one to add someone else.`,
  empty: 'No family members yet. Add your children or other relatives here to book visits for them.',
  medicalLater: 'You can add their blood group, allergies and medical conditions later in My Profile.',
  saveNewFirst: 'Please save the new family member first, or choose who this visit is for.',
} as const;
