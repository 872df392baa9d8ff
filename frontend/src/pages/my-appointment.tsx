import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { LoginRequired } from '@/components/ui/login-required';
import { PageMeta } from '@/components/seo/page-meta';
import { AppointmentList } from '@/features/appointments/components/appointment-list';
import type { DoctorDirectory } from '@/features/appointments/types';
import { useDoctors } from '@/features/doctors/hooks/use-doctors';
import { useSessionStore } from '@/stores/session-store';

/** /my-appointment: the patient's appointments with UPI payment, cancelling and moving. */
export default function MyAppointmentPage() {
  const { t } = useTranslation('appointments');
  const token = useSessionStore((s) => s.token);
  // A move offers the doctor's free times from the doctor list, as booking does.
  const { data, status, refetch } = useDoctors();
  const directory: DoctorDirectory = { doctors: data?.doctors, status, retry: () => void refetch() };

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      {token ? (
        <>
          <PageHeader title={t('page.title')}>
            <p>{t('page.intro')}</p>
          </PageHeader>
          <div className="mt-8 sm:mt-10">
            {/* Keyed by token: a new login starts a fresh list (and a fresh reminder). */}
            <AppointmentList key={token} directory={directory} />
          </div>
        </>
      ) : (
        <LoginRequired what={t('page.loginWhat')} />
      )}
    </>
  );
}
