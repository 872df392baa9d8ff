import type { ConsoleMe, ConsoleMeResponse, ConsoleRole } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { queryKeys } from './query-keys';
import { staffApi } from './staff-api';

/**
 * Who is signed in to the console (GET /api/admin/me): the frame picks its menu and first
 * screen from the role. Kept for the session: a role changes only with a new sign-in, and
 * the console's cached answers go when the session ends.
 */
export function useConsoleMe() {
  // Signed out, there is nobody to ask about: the frame sends the visitor to the login.
  const signedIn = useStaffSessionStore((s) => s.staffToken !== null);
  return useQuery({
    queryKey: queryKeys.staff.me(),
    queryFn: async ({ signal }): Promise<ConsoleMe> =>
      (await staffApi.get<ConsoleMeResponse>('/api/admin/me', signal)).account,
    staleTime: Infinity,
    enabled: signedIn,
  });
}

/** Admins and staff run the office; a doctor's console holds their own patients only. */
export const isOffice = (role: ConsoleRole | undefined): boolean => role === 'admin' || role === 'staff';
