import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { api } from '@/lib/api-client';
import { doctorsQuery } from '@/features/doctors/hooks/use-doctors';
import { queryClient } from '@/lib/query-client';
import { ToastContainer } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/** App-wide set-up: the server-state cache, start-up data and the toast outlet (top-right, 5 s, Alt+T). */
export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const loadProfile = useSessionStore((s) => s.loadProfile);

  // The doctor list is fetched at start; many pages read it. A failure is toasted by the query
  // cache, and each page that shows the list shows it too.
  useEffect(() => {
    queryClient.query(doctorsQuery).catch(() => undefined);
  }, []);

  // The profile is fetched whenever the token changes; without one it is cleared.
  useEffect(() => {
    void loadProfile();
  }, [token, loadProfile]);

  // The account keeps the language its holder reads the site in, so its mails are
  // written in it too. Best effort: a failure here changes nothing on screen.
  const language = useLanguage();
  const accountLanguage = useSessionStore((s) => s.userData?.language);
  useEffect(() => {
    if (!token || !accountLanguage || accountLanguage === language) return;
    api
      .put('/api/user/language', { language })
      .then(() =>
        useSessionStore.setState((s) => (s.userData ? { userData: { ...s.userData, language } } : {})),
      )
      .catch(() => undefined);
  }, [token, accountLanguage, language]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={5000}
        hotKeys={(event) => event.altKey && event.code === 'KeyT'}
        aria-label={t('toasts.label')}
        // The library names its close button and countdown bar in English only: the
        // button is ours, in the language shown, and the bar (a visual extra) is left out.
        closeButton={({ closeToast }) => (
          <button
            type="button"
            className="Toastify__close-button Toastify__close-button--light"
            aria-label={t('toasts.close')}
            onClick={closeToast}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        hideProgressBar
      />
    </QueryClientProvider>
  );
}
