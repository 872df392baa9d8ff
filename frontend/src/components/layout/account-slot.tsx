import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { AccountLinks, AccountMenu } from './account-menu';

/**
 * Right-hand end of the navbar: logged out, Log in (→ the login form) beside
 * Create Account (→ /login), so a returning patient need not look for it;
 * logged in, the avatar menu (or, in the mobile panel, its links in full).
 */
export function AccountSlot({ onNavigate, wide = false }: { onNavigate?: () => void; wide?: boolean }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  if (token) return wide ? <AccountLinks onNavigate={onNavigate} /> : <AccountMenu />;
  // In the menu panel the two share one row, so both are on the first screen of a phone.
  const fit = wide ? 'w-full' : '';
  return (
    <div className={wide ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
      <Link to="/login?mode=login" onClick={onNavigate} className={buttonClass('secondary', fit, 'sm')}>
        {t('account.logIn')}
      </Link>
      <Link to="/login" onClick={onNavigate} className={buttonClass('primary', fit, 'sm')}>
        {t('account.createAccount')}
      </Link>
    </div>
  );
}
