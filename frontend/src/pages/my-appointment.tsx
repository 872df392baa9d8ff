import { PageHeader } from '@/components/ui/page-header';
import { LoginRequired } from '@/components/ui/login-required';
import { PageMeta } from '@/components/seo/page-meta';
import { AppointmentList } from '@/features/appointments/components/appointment-list';
import { useSessionStore } from '@/stores/session-store';

/** /my-appointment: the patient's appointments with UPI payment. */
export default function MyAppointmentPage() {
  const token = useSessionStore((s) => s.token);

  return (
    <>
      <PageMeta
        title="My Appointments"
        description="See your appointments at Umang, pay the fee by UPI and send us the transaction details, or cancel a visit you no longer need."
      />
      {token ? (
        <>
          <PageHeader title="My Appointments">
            <p>
              Your newest appointments come first. Pay the fee by UPI from here, then send us the transaction
              ID so our team can confirm your payment.
            </p>
          </PageHeader>
          <div className="mt-8 sm:mt-10">
            {/* Keyed by token: a new login starts a fresh list (and a fresh reminder). */}
            <AppointmentList key={token} />
          </div>
        </>
      ) : (
        <LoginRequired what="your appointments" />
      )}
    </>
  );
}
