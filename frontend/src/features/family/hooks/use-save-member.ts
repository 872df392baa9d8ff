import type { FamilyMember } from '@umang/common';
import { ApiRequestError } from '@/lib/api-client';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import {
  changedFields,
  type MemberFormValues,
  type MemberProblem,
  toMemberFields,
} from '../member-form-values';
import { FAMILY_MESSAGES } from '../messages';
import { useAddFamilyMember, useUpdateFamilyMember } from './use-family-mutations';

/** The saved member, or what to fix in the form when the server refused a field. */
export type SaveOutcome = { member: FamilyMember } | { problem: MemberProblem };

/**
 * Saves a checked member form: adds a new member, or sends only what changed of
 * `member`, and says so in the language shown (the server's own words are English).
 * Answers the saved member; a missing guardian's consent (the server counted the
 * member a child) as the consent box's problem; null when the server refused
 * otherwise (its message is shown). The form keeps what was typed.
 */
export function useSaveMember(member: FamilyMember | undefined, withMedical: boolean) {
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();

  const save = async (values: MemberFormValues): Promise<SaveOutcome | null> => {
    const fields = toMemberFields(values, withMedical);
    try {
      if (!member) {
        const answer = await add.mutateAsync(fields);
        toast.success(FAMILY_MESSAGES.added);
        return { member: answer.member };
      }
      const changes = changedFields(member, fields);
      // Nothing changed: the server would refuse an empty change, and there is nothing to say.
      if (Object.keys(changes).length === 0) return { member };
      const answer = await update.mutateAsync({ id: member._id, changes });
      toast.success(FAMILY_MESSAGES.updated);
      return { member: answer.member };
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'guardian_consent_required')
        return { problem: { field: 'guardianConsent', message: 'guardianConsentRequired' } };
      showError(err, { fallback: FAMILY_MESSAGES.saveFailed });
      return null;
    }
  };

  return { save, saving: add.isPending || update.isPending };
}
