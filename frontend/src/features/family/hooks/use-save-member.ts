import type { FamilyMember } from '@umang/common';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { changedFields, type MemberFormValues, toMemberFields } from '../member-form-values';
import { FAMILY_MESSAGES } from '../messages';
import { useAddFamilyMember, useUpdateFamilyMember } from './use-family-mutations';

/**
 * Saves a checked member form: adds a new member, or sends only what changed of
 * `member`, and says so in the language shown (the server's own words are English).
 * Answers the saved member, or null when the server refused (its message is shown
 * and the form keeps what was typed).
 */
export function useSaveMember(member: FamilyMember | undefined, withMedical: boolean) {
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();

  const save = async (values: MemberFormValues): Promise<FamilyMember | null> => {
    const fields = toMemberFields(values, withMedical);
    try {
      if (!member) {
        const answer = await add.mutateAsync(fields);
        toast.success(FAMILY_MESSAGES.added);
        return answer.member;
      }
      const changes = changedFields(member, fields);
      // Nothing changed: the server would refuse an empty change, and there is nothing to say.
      if (Object.keys(changes).length === 0) return member;
      const answer = await update.mutateAsync({ id: member._id, changes });
      toast.success(FAMILY_MESSAGES.updated);
      return answer.member;
    } catch (err) {
      showError(err, { fallback: FAMILY_MESSAGES.saveFailed });
      return null;
    }
  };

  return { save, saving: add.isPending || update.isPending };
}
