import type { ConsoleRole } from '@umang/common';
import { useMatches } from 'react-router-dom';

/** What a console route tells its frame: the roles whose console holds the screen. */
export interface ConsoleHandle {
  roles: ConsoleRole[];
}

const isConsoleHandle = (handle: unknown): handle is ConsoleHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as ConsoleHandle).roles);

/** The roles of the console screen on show (the deepest route that names them), or null. */
export function useScreenRoles(): ConsoleRole[] | null {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isConsoleHandle);
  return handles.at(-1)?.roles ?? null;
}

/** The console's screens in the sidebar, each for the roles that may open it. */
export const CONSOLE_LINKS: readonly {
  label: string;
  to: string;
  roles: readonly ConsoleRole[];
  /** The link carries the count of proofs waiting for a decision. */
  pending?: true;
}[] = [
  { label: 'Dashboard', to: '/admin/dashboard', roles: ['admin', 'staff'] },
  { label: 'My day', to: '/admin/my-day', roles: ['doctor'] },
  { label: 'Payments', to: '/admin/payments', roles: ['admin', 'staff'], pending: true },
  { label: 'Appointments', to: '/admin/appointments', roles: ['admin', 'staff', 'doctor'] },
  { label: 'Doctors', to: '/admin/doctors', roles: ['admin', 'staff'] },
  { label: 'My calendar', to: '/admin/doctors', roles: ['doctor'] },
  { label: 'Wall of Honour', to: '/admin/blogs', roles: ['admin', 'staff'] },
  { label: 'Enquiries', to: '/admin/enquiries', roles: ['admin', 'staff'] },
  { label: 'Audit log', to: '/admin/audit', roles: ['admin', 'staff'] },
  { label: 'Accounts', to: '/admin/accounts', roles: ['admin'] },
];

/** Where each role's console opens. */
export const HOME_SCREEN: Record<ConsoleRole, string> = {
  admin: '/admin/dashboard',
  staff: '/admin/dashboard',
  doctor: '/admin/my-day',
};
