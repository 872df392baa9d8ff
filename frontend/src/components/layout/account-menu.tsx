import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { mediaUrl } from '@/lib/media-url';
import { useSessionStore } from '@/stores/session-store';

const ACCOUNT_LINKS = [
  { labelKey: 'profile', to: '/my-profile' },
  { labelKey: 'appointments', to: '/my-appointment' },
] as const;

const item = 'block w-full rounded-md px-3 py-2.5 text-left text-base text-ink hover:bg-primary-soft';

function AvatarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="currentColor">
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4 20.5c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5z" />
    </svg>
  );
}

/** Logs out on the server (revoking the token) and here, then goes home. */
function useLogout(onDone?: () => void) {
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  return async () => {
    onDone?.();
    await logout();
    void navigate('/');
  };
}

/** In the mobile menu panel the account links are listed in full, no second disclosure. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout(onNavigate);
  return (
    <ul aria-label={t('account.label')}>
      {ACCOUNT_LINKS.map(({ labelKey, to }) => (
        <li key={to}>
          <Link to={to} onClick={onNavigate} className={item}>
            {t(`account.${labelKey}`)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={item} onClick={() => void logout()}>
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}

/**
 * The avatar button of a logged-in patient: a disclosure with
 * My Profile, My Appointment and Logout. Escape or a click elsewhere closes it.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const image = useSessionStore((s) => s.userData?.image);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
        className="inline-flex size-11 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary-dark ring-2 ring-primary/30 hover:bg-primary hover:text-white"
      >
        {image ? (
          <img
            src={mediaUrl(image)}
            alt=""
            width={44}
            height={44}
            className="size-11 rounded-full object-cover"
          />
        ) : (
          <AvatarIcon />
        )}
        <span className="sr-only">{t('account.label')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <AccountLinks onNavigate={() => setOpenAt(null)} />
      </div>
    </div>
  );
}
