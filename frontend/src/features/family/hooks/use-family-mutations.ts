import type { FamilyMember } from '@umang/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { addFamilyMember } from '../api/add-family-member';
import { removeFamilyMember } from '../api/remove-family-member';
import { updateFamilyMember } from '../api/update-family-member';

// Apart from the list's query: the booking page reads the list, and only the forms change it.

type Change = (members: FamilyMember[]) => FamilyMember[];

/**
 * Applies a change the server has confirmed to the cached list at once (a member just
 * added must be there to be chosen), then asks for the list again to be sure.
 */
function useApplyToFamily() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return (change: Change) => {
    queryClient.setQueryData<FamilyMember[]>(queryKeys.familyMembers(token), (members) =>
      members ? change(members) : members,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.familyMembers() });
  };
}

export function useAddFamilyMember() {
  const apply = useApplyToFamily();
  return useMutation({
    mutationFn: addFamilyMember,
    onSuccess: ({ member }) => apply((members) => [...members, member]),
  });
}

/** A changed name or relation is also what the appointment cards say: they follow. */
export function useUpdateFamilyMember() {
  const apply = useApplyToFamily();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyMember,
    onSuccess: ({ member }) => {
      apply((members) => members.map((one) => (one._id === member._id ? member : one)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() });
    },
  });
}

export function useRemoveFamilyMember() {
  const apply = useApplyToFamily();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: (_answer, id) => apply((members) => members.filter((one) => one._id !== id)),
  });
}
