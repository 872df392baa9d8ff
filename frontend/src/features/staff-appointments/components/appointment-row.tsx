import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { StaffAppointment } from '@umang/common';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { table } from '@/components/ui/table';
import { formatRupees } from '@/lib/format';
import { appointmentPath, isOpen, slotParts, telHref } from '../appointment-format';
import { AppointmentActions } from './appointment-actions';
import { BookedBy } from '@/components/staff/booked-by';
import { StatusBadges } from './status-badges';

const LINK = 'text-primary underline-offset-2 hover:underline';

interface AppointmentRowProps {
  appointment: StaffAppointment;
}

/**
 * One booking: when (a link to its own page), who, with whom, how much, its state and
 * what the viewer can still do.
 */
export function AppointmentRow({ appointment }: AppointmentRowProps) {
  const statusRef = useRef<HTMLTableCellElement>(null);
  const patientId = useId();
  const { patient, account, docData } = appointment;
  const when = slotParts(appointment);

  function done() {
    // The buttons disappear when the list refreshes: keep keyboard users on this row's new status.
    statusRef.current?.focus();
  }

  return (
    <tr className={table.row}>
      <td className={`${table.td} figures font-semibold text-ink`}>
        {/* The patient's name describes the link, so a list of links still tells the rows apart. */}
        <Link
          to={appointmentPath(appointment._id)}
          aria-describedby={patientId}
          className="text-primary-dark underline underline-offset-2 hover:text-primary"
        >
          <time dateTime={appointment.startsAt}>
            {/* Wraps only between the day and the time, never inside either. */}
            <span className="whitespace-nowrap">{when.day} ·</span>{' '}
            <span className="whitespace-nowrap">{when.time}</span>
          </time>
        </Link>
      </td>
      <td className={table.td}>
        <p id={patientId} className="font-semibold text-ink">
          {patient.name}
        </p>
        <BookedBy patient={patient} account={account} />
        <a href={telHref(account.phone)} className={`${LINK} figures block whitespace-nowrap`}>
          {account.phone}
        </a>
        <a href={`mailto:${account.email}`} className={`${LINK} block break-words`}>
          <BreakableEmail email={account.email} />
        </a>
      </td>
      <td className={table.td}>
        <p className="font-semibold text-ink">{docData.name}</p>
        <p className="text-muted">{docData.speciality}</p>
      </td>
      <td className={`${table.td} figures whitespace-nowrap`}>{formatRupees(appointment.amount)}</td>
      <td ref={statusRef} tabIndex={-1} className={table.td}>
        <StatusBadges appointment={appointment} />
      </td>
      <td className={`${table.td} w-60`}>
        {isOpen(appointment) ? (
          <AppointmentActions appointment={appointment} onDone={done} />
        ) : (
          <span className="text-muted">
            <span aria-hidden="true">—</span>
            <span className="sr-only">No actions</span>
          </span>
        )}
      </td>
    </tr>
  );
}
