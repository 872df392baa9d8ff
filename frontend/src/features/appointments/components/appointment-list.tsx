import type { Appointment } from '@umang/common';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { useLanguage } from '@/i18n/use-language';
import { toast } from '@/lib/toast';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { APPOINTMENT_LIMIT, forgottenPayments, newestFirst } from '../appointment-state';
import { useMyAppointments } from '../hooks/use-my-appointments';
import { usePaymentNews } from '../hooks/use-payment-news';
import { movedNews } from '../messages';
import type { DoctorDirectory } from '../types';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';

const LIST_ID = 'my-appointments-list';

/** Remind once per visit about payment forms opened but never sent. */
function remindForgottenPayments(appointments: Appointment[], t: TFunction<'appointments'>): void {
  const { openedPayments } = usePaymentMemoryStore.getState();
  for (const appointment of forgottenPayments(appointments, openedPayments)) {
    toast.warn(t('list.reminder', { doctor: appointment.docData.name }), {
      toastId: `payment-reminder-${appointment._id}`,
    });
  }
}

/** The patient's appointments, newest first, three at a time. */
export function AppointmentList({ directory }: { directory: DoctorDirectory }) {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
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
      remindForgottenPayments(data, t);
    }
  }, [data, t]);

  if (appointments.length === 0 && status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('list.loading')}
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
        <p className="font-semibold text-red-800">{t('list.loadFailed')}</p>
        <p className="mt-1 text-red-800">{t('list.loadFailedHint')}</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  if (appointments.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-primary-soft/50 px-6 py-10 text-center">
        <p className="text-lg text-ink">{t('list.empty')}</p>
        <p className="mt-2 text-base text-muted">{t('list.emptyHint')}</p>
        <Link to="/doctors" className={buttonClass('primary', 'mt-6 px-7 py-3 text-base')}>
          {t('list.book')}
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
      <ul id={LIST_ID} aria-label={t('list.label')} className="grid gap-6">
        {shown.map((appointment) => (
          <AppointmentCard
            key={appointment._id}
            appointment={appointment}
            directory={directory}
            onMoved={(after) => setMoved(movedNews(t, lang, after))}
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
          {showAll ? t('list.showFewer') : t('list.showOlder')}
        </Button>
      )}
    </>
  );
}
