import { useTranslation } from 'react-i18next';

/** The e-mail is the login and cannot be changed, so it is shown as text, never as a field. */
export function EmailReadOnly({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  return (
    <div className="sm:col-span-2">
      <p className="text-base font-semibold text-ink">{t('fields.email')}</p>
      <p className="mt-1.5 rounded-xl bg-slate-100 px-4 py-3 text-base wrap-anywhere text-ink">{email}</p>
      <p className="mt-1 text-sm text-muted">{t('hints.emailLocked')}</p>
    </div>
  );
}
