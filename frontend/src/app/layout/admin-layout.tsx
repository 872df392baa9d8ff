import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';
import { Loading, LoadError } from '@/components/ui/load-states';
import { usePendingCount } from '@/features/staff-payments/hooks/use-pending-count';
import { queryKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/show-error';
import { useConsoleMe } from '@/lib/use-console-me';
import { useClearErrorsOnPageChange } from '@/lib/use-clear-errors-on-page-change';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { CONSOLE_LINKS, HOME_SCREEN, useScreenRoles } from './console-access';

const ROLE_LABELS = { admin: 'Administrator', staff: 'Staff', doctor: 'Doctor' } as const;

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

/** A screen this account's role does not hold: said plainly, with the way back. */
function NotForRole({ home }: { home: string }) {
  return (
    <div className="max-w-xl">
      <title>Not available · Staff console · Umang</title>
      <h1 className="text-2xl font-bold text-ink">This screen is not part of your console</h1>
      <p className="mt-2 text-base text-muted">
        Your account cannot open it. Ask an administrator if you need it for your work.
      </p>
      <NavLink to={home} className="mt-4 inline-block font-semibold text-primary-dark underline">
        Back to your first screen
      </NavLink>
    </div>
  );
}

/**
 * What the frame shows below the sidebar: the signed-in account's screen, or the wait
 * for who that is, or the refusal of a screen outside their role. /admin itself opens
 * each role's first screen.
 */
function ConsoleOutlet() {
  const me = useConsoleMe();
  const roles = useScreenRoles();
  const { pathname } = useLocation();
  if (me.isPending) return <Loading>Loading your console…</Loading>;
  if (me.isError)
    return (
      <LoadError
        message={errorMessage(me.error, { fallback: 'Could not load your account.' })}
        onRetry={() => void me.refetch()}
      />
    );
  const home = HOME_SCREEN[me.data.role];
  if (/^\/admin\/?$/.test(pathname)) return <Navigate to={home} replace />;
  if (roles && !roles.includes(me.data.role)) return <NotForRole home={home} />;
  return <Outlet />;
}

/**
 * The staff console's frame (its own chunk: patients never download it): a
 * sidebar with the screens of the account's role, the pending-proofs count, and
 * logout. Without a staff token every screen goes to /admin/login.
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
  const { data: me } = useConsoleMe();
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
          <div>
            <p className="text-lg font-bold">
              Umang <span className="font-normal text-slate-300">· Staff console</span>
            </p>
            {me && (
              <p className="text-sm text-slate-300">
                {me.name} · {ROLE_LABELS[me.role]}
              </p>
            )}
          </div>
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
            {CONSOLE_LINKS.filter((link) => me && link.roles.includes(me.role)).map(
              ({ label, to, pending }) => (
                <li key={to}>
                  <NavLink to={to} className={linkClass}>
                    {label}
                    {pending && <PendingBadge />}
                  </NavLink>
                </li>
              ),
            )}
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
        <ConsoleOutlet />
      </main>
    </div>
  );
}
