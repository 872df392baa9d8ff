import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { type AuthMode, searchForMode } from '../hooks/use-auth-mode';

const CHOICES = ['login', 'signup'] as const satisfies readonly AuthMode[];

const base =
  'flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-base font-semibold transition-colors';
const current = 'bg-white text-primary-dark shadow-sm ring-1 ring-slate-300';
const other = 'text-muted hover:bg-white/70 hover:text-primary-dark';

/**
 * The pair at the top of the /login card, so a returning patient sees "Log in" on the
 * first screen of a phone. Links, not tabs: each mode is an address of its own (`?mode=`),
 * so Back, refresh and a shared link keep it; the shown one carries aria-current. While the
 * password reset is shown, neither is current. Other search parameters are kept.
 */
export function ModeTabs({ mode, onSwitch }: { mode: AuthMode; onSwitch: () => void }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <nav aria-label={t('tabs.label')} className="mb-6">
      <ul className="flex gap-1 rounded-full bg-slate-100 p-1">
        {CHOICES.map((choice) => {
          const shown = choice === mode;
          return (
            <li key={choice} className="flex flex-1">
              <Link
                to={{ search: searchForMode(params, choice) }}
                // Switching the card replaces the entry, as the switch under the form does.
                replace
                preventScrollReset
                onClick={onSwitch}
                aria-current={shown ? 'page' : undefined}
                className={`${base} ${shown ? current : other}`}
              >
                {t(`tabs.${choice}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
