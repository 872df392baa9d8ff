import { type FamilyMember, MAX_FAMILY_MEMBERS } from '@umang/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relationOf } from '../member-words';
import { useFamilyMembers } from './use-family-members';

/** The account holder's choice, and the choice that opens the form adding a family member. */
export const SELF = 'self';
export const ADD_MEMBER = 'add';

export interface WhoForChoice {
  value: string;
  label: string;
}

/**
 * "Who is this visit for?": the account holder, each family member, and adding one.
 * Choosing to add opens the form; saving it chooses the new member, cancelling goes
 * back to the choice before. `refocus` grows each time the form closes, so the
 * question can put the focus back on the chosen person.
 */
export function useWhoFor(holderName: string) {
  const { t } = useTranslation('family');
  const { data: members, status, refetch } = useFamilyMembers();
  const [picked, setPicked] = useState(SELF);
  const [before, setBefore] = useState(SELF);
  const [refocus, setRefocus] = useState(0);

  // A member removed meanwhile (in another tab) is no longer offered, nor chosen.
  const member: FamilyMember | null = members?.find((one) => one._id === picked) ?? null;
  const full = (members?.length ?? 0) >= MAX_FAMILY_MEMBERS;
  const adding = picked === ADD_MEMBER && !full;
  const chosen = adding ? ADD_MEMBER : member ? member._id : SELF;

  const choices: WhoForChoice[] = [
    { value: SELF, label: holderName ? t('whoFor.meNamed', { name: holderName }) : t('whoFor.me') },
    ...(members ?? []).map((one) => ({
      value: one._id,
      label: t('whoFor.member', { name: one.name, relation: relationOf(one, t) }),
    })),
    ...(full ? [] : [{ value: ADD_MEMBER, label: t('whoFor.add') }]),
  ];

  const choose = (value: string) => {
    if (value === ADD_MEMBER) setBefore(chosen);
    setPicked(value);
  };
  const closeForm = (next: string) => {
    setPicked(next);
    setRefocus((n) => n + 1);
  };

  return {
    choices,
    chosen,
    choose,
    member,
    adding,
    full,
    loadFailed: status === 'error',
    retry: () => void refetch(),
    refocus,
    added: (saved: FamilyMember) => closeForm(saved._id),
    cancelAdd: () => closeForm(before),
  };
}

export type WhoFor = ReturnType<typeof useWhoFor>;
