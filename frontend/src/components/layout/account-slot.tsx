import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { AccountLinks, AccountMenu } from './account-menu';

/**
 * Right-hand end of the navbar: logged out, Create Account → /login;
 * logged in, the avatar menu (or, in the mobile panel, its links in full).
 */
export function AccountSlot({ onNavigate, wide = false }: { onNavigate?: () => void; wide?: boolean }) {
  const token = useSessionStore((s) => s.token);
  if (token) return wide ? <AccountLinks onNavigate={onNavigate} /> : <AccountMenu />;
  return (
    <Link
      to="/login"
      onClick={onNavigate}
      className={buttonClass('primary', wide ? 'w-full' : 'whitespace-nowrap')}
    >
      Create Account
    </Link>
  );
}
