import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { i18n, initialLanguage } from '@/i18n';

/**
 * The console's words: English whatever a patient chose on this device. Made when
 * the console first opens: the public site never needs it, and making it starts
 * loading English files.
 */
let english: typeof i18n | undefined;
const englishInstance = () => (english ??= i18n.cloneInstance({ lng: 'en' }));

const setLanguageShown = (lang: string) => {
  if (i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
};

/**
 * The staff console speaks English. Its shared components render from an English
 * instance at once, and the app's language (error toasts, the language sent to the
 * API) turns English while the console is open; the patient's stored choice stays.
 */
export function ConsoleLanguage() {
  useEffect(() => setLanguageShown('en'), []);
  return (
    <I18nextProvider i18n={englishInstance()}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </I18nextProvider>
  );
}

/** The public site and portal: back to the visitor's language after a visit to the console. */
export function PatientLanguage({ children }: { children: ReactNode }) {
  useEffect(() => setLanguageShown(initialLanguage()), []);
  return children;
}
