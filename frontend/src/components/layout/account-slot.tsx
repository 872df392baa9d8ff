import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';

/**
 * Right-hand end of the navbar. Logged out: Create Account (spec §2).
 * Logged in: the avatar menu (My Profile, My Appointment, Logout) replaces the
 * plain link below when the auth issue lands.
 */
export function AccountSlot({ onNavigate, wide = false }: { onNavigate?: () => void; wide?: boolean }) {
  const token = useSessionStore((s) => s.token);
  const extra = wide ? 'w-full' : 'whitespace-nowrap';
  if (token) {
    return (
      <Link to="/my-profile" onClick={onNavigate} className={buttonClass('secondary', extra)}>
        My Profile
      </Link>
    );
  }
  return (
    <Link to="/login" onClick={onNavigate} className={buttonClass('primary', extra)}>
      Create Account
    </Link>
  );
}
