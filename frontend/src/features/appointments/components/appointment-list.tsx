import type { Appointment } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { APPOINTMENT_LIMIT, forgottenPayments, newestFirst } from '../appointment-state';
import { useMyAppointments } from '../hooks/use-my-appointments';
import { usePaymentNews } from '../hooks/use-payment-news';
import { APPOINTMENT_MESSAGES, movedNews, openedNotSubmitted } from '../messages';
import type { DoctorDirectory } from '../types';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';

const LIST_ID = 'my-appointments-list';

/** Remind once per visit about payment forms opened but never sent. */
function remindForgottenPayments(appointments: Appointment[]): void {
  const { openedPayments } = usePaymentMemoryStore.getState();
  for (const appointment of forgottenPayments(appointments, openedPayments)) {
    toast.warn(openedNotSubmitted(appointment.docData.name), {
      toastId: `payment-reminder-${appointment._id}`,
    });
  }
}

/** The patient's appointments, newest first, three at a time. */
export function AppointmentList({ directory }: { directory: DoctorDirectory }) {
  const { data, status, refetch } = useMyAppointments();
  const [moved, setMoved] = useState('');
  const appointments = data ?? [];
  const [showAll, setShowAll] = useState(false);
  const reminded = useRef(false);
  const news = usePaymentNews(data);

  // Once per visit, on the first list that arrives; later reloads (after a payment or a cancellation) stay quiet.
  useEffect(() => {
    if (data && !reminded.current) {
      reminded.current = true;
      remindForgottenPayments(data);
    }
  }, [data]);

  if (appointments.length === 0 && status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your appointments…
        </p>
        <ul className="grid gap-6">
          {Array.from({ length: 2 }, (_, i) => (
            <AppointmentCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  if (appointments.length === 0 && status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{APPOINTMENT_MESSAGES.loadFailed}</p>
        <p className="mt-1 text-red-800">{APPOINTMENT_MESSAGES.loadFailedHint}</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  if (appointments.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-primary-soft/50 px-6 py-10 text-center">
        <p className="text-lg text-ink">{APPOINTMENT_MESSAGES.empty}</p>
        <p className="mt-2 text-base text-muted">Choose a doctor and a time that suits your family.</p>
        <Link to="/doctors" className={buttonClass('primary', 'mt-6 px-7 py-3 text-base')}>
          Book Appointment
        </Link>
      </div>
    );
  }

  const ordered = newestFirst(appointments);
  const shown = showAll ? ordered : ordered.slice(0, APPOINTMENT_LIMIT);

  return (
    <>
      {/* Staff's decisions arrive by themselves (the list refreshes while one is awaited): say them. */}
      <p role="status" className="sr-only">
        {news}
      </p>
      {/* A move the patient just made, in full: the toast gives only the new time. */}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <ul id={LIST_ID} aria-label="Your appointments, newest first" className="grid gap-6">
        {shown.map((appointment) => (
          <AppointmentCard
            key={appointment._id}
            appointment={appointment}
            directory={directory}
            onMoved={(after) => setMoved(movedNews(after))}
          />
        ))}
      </ul>
      {ordered.length > APPOINTMENT_LIMIT && (
        <Button
          variant="secondary"
          aria-expanded={showAll}
          aria-controls={LIST_ID}
          className="mt-6 min-h-11 px-6"
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer' : 'Show older appointments'}
        </Button>
      )}
    </>
  );
}
