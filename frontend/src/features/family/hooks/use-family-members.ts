import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/stores/session-store';
import { getFamilyMembers } from '../api/get-family-members';

/**
 * The signed-in patient's family members, keyed by their token so another account's
 * family never shows after a logout and a new login. Nothing is fetched without a
 * session. Failures are shown where the list is drawn, not as toasts.
 */
export function useFamilyMembers() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.familyMembers(token),
    queryFn: async ({ signal }) => (await getFamilyMembers(signal)).members,
    enabled: token !== null,
  });
}
