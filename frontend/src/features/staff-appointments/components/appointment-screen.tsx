import type { ConsoleRole, StaffAppointment } from '@umang/common';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ConsolePage } from '@/components/layout/console-page';
import { buttonClass } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-states';
import { ApiRequestError } from '@/lib/api-client';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { useConsoleMe } from '@/lib/use-console-me';
import { isOpen, slotParts } from '../appointment-format';
import { useStaffAppointment } from '../hooks/use-staff-appointment';
import { AppointmentActions } from './appointment-actions';
import { AppointmentNotFound } from './appointment-not-found';
import { AppointmentSheet } from './appointment-sheet';
import { HealthSection } from './health-section';
import { PaymentSection } from './payment-section';

const TITLE = 'Appointment';
const back = (
  <Link to="/admin/appointments" className={buttonClass('neutral', '', 'sm')}>
    All appointments
  </Link>
);

/** The failure of a query once no newer request is on its way; null while it may still succeed. */
const settledError = ({ error, isFetching }: { error: Error | null; isFetching: boolean }) =>
  isFetching ? null : error;

/**
 * /admin/appointments/:id: everything about one booking, and what the viewer's role may
 * still do about it (so it waits for the role too). A 404 shows only that it cannot be
 * opened: nothing of the record.
 */
export function AppointmentScreen({ id }: { id: string }) {
  const query = useStaffAppointment(id);
  const me = useConsoleMe();
  const { data } = query;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <AppointmentNotFound />;
  if (!data || !me.data) {
    const error = settledError(query) ?? settledError(me);
    const retry = () => {
      if (query.error) void query.refetch();
      if (me.error) void me.refetch();
    };
    return (
      <ConsolePage title={TITLE} actions={back}>
        {error ? (
          <LoadError message={errorMessage(error, { fallback: LOAD_FAILED })} onRetry={retry} />
        ) : (
          <Loading>Loading the appointment…</Loading>
        )}
      </ConsolePage>
    );
  }
  const when = slotParts(data);
  return (
    <ConsolePage title={TITLE} lead={`${data.patient.name}, ${when.day} at ${when.time}`} actions={back}>
      <AppointmentBody appointment={data} role={me.data.role} />
    </ConsolePage>
  );
}

/** Health details are clinical: the doctor and the admin see them, the front desk does not. */
const seesHealth = (role: ConsoleRole) => role === 'admin' || role === 'doctor';

function AppointmentBody({ appointment, role }: { appointment: StaffAppointment; role: ConsoleRole }) {
  const statusRef = useRef<HTMLDivElement>(null);
  return (
    <div className="grid max-w-4xl gap-6">
      <AppointmentSheet appointment={appointment} statusRef={statusRef} />
      {seesHealth(role) && <HealthSection appointmentId={appointment._id} />}
      <PaymentSection appointment={appointment} />
      <section
        aria-labelledby="appointment-actions"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="appointment-actions" className="text-lg font-semibold text-ink">
          Actions
        </h2>
        <div className="mt-3">
          {isOpen(appointment) ? (
            // The buttons go once the answer reloads: the reader lands on the new state.
            <AppointmentActions
              appointment={appointment}
              layout="row"
              onDone={() => statusRef.current?.focus()}
            />
          ) : (
            <p className="text-base text-muted">Nothing left to do: this appointment is closed.</p>
          )}
        </div>
      </section>
    </div>
  );
}
