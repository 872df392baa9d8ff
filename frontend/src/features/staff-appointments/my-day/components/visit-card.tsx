import { type StaffAppointment, to12Hour } from '@umang/common';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BookedBy } from '@/components/staff/booked-by';
import { MY_DAY_TEXT } from '../messages';
import { appointmentPath, isBooked, paymentState, type Said, type Tone, visitState } from '../my-day-model';
import { AppointmentActions } from '../../components/appointment-actions';

const TONES: Record<Tone, string> = {
  good: 'border-green-200 bg-green-50 text-green-800',
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-slate-300 bg-slate-50 text-slate-700',
  done: 'border-teal-200 bg-primary-soft text-primary-dark',
};

/** "Payment: Paid": the words carry the state, the colour only repeats them. */
function StateTag({ term, said }: { term: string; said: Said }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="text-sm text-muted">{term}:</dt>
      <dd
        className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[said.tone]}`}
      >
        {said.words}
      </dd>
    </div>
  );
}

interface VisitCardProps {
  appointment: StaffAppointment;
  now: Date;
}

/** One visit of the day: when, who (and whose family member), how it stands, and what is left to do. */
export function VisitCard({ appointment, now }: VisitCardProps) {
  const stateRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { patient, account } = appointment;
  const time = to12Hour(appointment.slotTime);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5"
      >
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words text-ink">
            <time dateTime={appointment.startsAt} className="figures">
              {time}
            </time>{' '}
            · {patient.name}
          </h3>
          <BookedBy patient={patient} account={account} />
          {/* After an action the buttons go: the reader lands here, on the new state. */}
          <div
            ref={stateRef}
            tabIndex={-1}
            className="mt-2 w-fit rounded-lg focus:outline-2 focus:outline-primary"
          >
            <dl className="flex flex-wrap gap-x-4 gap-y-2">
              <StateTag term="Payment" said={paymentState(appointment)} />
              <StateTag term="State" said={visitState(appointment)} />
            </dl>
          </div>
          <Link
            to={appointmentPath(appointment._id)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-dark underline underline-offset-2 hover:text-primary"
          >
            {MY_DAY_TEXT.open}{' '}
            <span className="sr-only">
              of {patient.name} at {time}
            </span>
          </Link>
        </div>
        {isBooked(appointment) && (
          <div className="sm:w-64">
            <AppointmentActions
              appointment={appointment}
              now={now}
              layout="stack"
              onDone={() => stateRef.current?.focus()}
            />
          </div>
        )}
      </article>
    </li>
  );
}
