import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';
import { usePendingCount } from '@/features/staff-payments/hooks/use-pending-count';
import { queryKeys } from '@/lib/query-keys';
import { useClearErrorsOnPageChange } from '@/lib/use-clear-errors-on-page-change';
import { useStaffSessionStore } from '@/stores/staff-session-store';

// `pending`: the link carries the count of proofs waiting for a decision.
const LINKS = [
  { label: 'Payments', to: '/admin', end: true, pending: true },
  { label: 'Appointments', to: '/admin/appointments', end: false, pending: false },
  { label: 'Doctors', to: '/admin/doctors', end: false, pending: false },
  { label: 'Wall of Honour', to: '/admin/blogs', end: false, pending: false },
  { label: 'Enquiries', to: '/admin/enquiries', end: false, pending: false },
  { label: 'Audit log', to: '/admin/audit', end: false, pending: false },
] as const;

const linkClass =
  'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-200 ' +
  'hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-ink';

function PendingBadge() {
  const { data: pending } = usePendingCount();
  if (!pending) return null;
  return (
    <span className="rounded-full bg-sun px-2 py-0.5 text-sm font-bold text-ink">
      {pending}
      <span className="sr-only"> pending</span>
    </span>
  );
}

/**
 * The staff console's frame (its own chunk: patients never download it): a
 * sidebar with the screens and the pending-proofs count, and logout. Without a
 * staff token every screen goes to /admin/login.
 */
export function AdminLayout() {
  const token = useStaffSessionStore((s) => s.staffToken);
  const logout = useStaffSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuId = useId();
  const menuOpen = menuAt === pathname;
  const queryClient = useQueryClient();
  useClearErrorsOnPageChange();

  // When the staff session ends (logout, or a refused token), what it loaded goes with it:
  // the next staff member to sign in here starts from fresh answers.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: queryKeys.staff.all() });
  }, [token, queryClient]);

  if (!token) return <Navigate to="/admin/login" replace state={{ from: pathname }} />;

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <SkipLink />
      <header className="bg-ink text-white lg:sticky lg:top-0 lg:max-h-dvh lg:min-h-dvh lg:w-64 lg:shrink-0 lg:self-start lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <p className="text-lg font-bold">
            Umang <span className="font-normal text-slate-300">· Staff console</span>
          </p>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuAt(menuOpen ? null : pathname)}
            className="rounded-lg border border-white/30 px-3 py-2 text-base font-semibold lg:hidden"
          >
            Menu
          </button>
        </div>
        <nav
          id={menuId}
          aria-label="Staff console"
          className={`${menuOpen ? 'block' : 'hidden'} px-3 pb-4 lg:block`}
        >
          <ul className="space-y-1">
            {LINKS.map(({ label, to, end, pending }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={linkClass}>
                  {label}
                  {pending && <PendingBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void logout().then(() => navigate('/admin/login', { replace: true }))}
            className="mt-6 w-full rounded-lg border border-white/30 px-3 py-2.5 text-left text-base font-semibold text-white hover:bg-white/10"
          >
            Log out
          </button>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
}
