import { type StaffPaymentRow, to12Hour } from '@umang/common';
import { table } from '@/components/ui/table';
import { formatRupees, telHref } from '@/lib/format';
import { formatSlotDate, formatStamp } from '../format';
import { BookedBy } from '@/components/staff/booked-by';
import { UtrValue } from './utr-value';

/* The cells of one payment row, in the table's column order. */

export function PatientCell({ patient, account }: Pick<StaffPaymentRow, 'patient' | 'account'>) {
  return (
    <td className={`${table.td} min-w-48`}>
      <p className="font-semibold text-ink">{patient.name}</p>
      <BookedBy patient={patient} account={account} />
      <a href={telHref(account.phone)} className="figures text-primary-dark underline underline-offset-2">
        {account.phone}
      </a>
      <p className="text-muted wrap-anywhere">{account.email}</p>
    </td>
  );
}

/** When and with whom: staff read the date against the statement, the doctor to place the booking. */
export function AppointmentCell({ payment }: { payment: StaffPaymentRow }) {
  return (
    <td className={`${table.td} min-w-48`}>
      <p className="figures font-semibold whitespace-nowrap text-ink">{formatSlotDate(payment.slotDate)}</p>
      <p className="figures text-ink">{to12Hour(payment.slotTime)}</p>
      <p className="mt-1 text-ink">{payment.doctor.name}</p>
      <p className="text-muted">{payment.doctor.speciality}</p>
      {payment.cancelled && (
        <p className="mt-1 inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-ink">
          Appointment cancelled
        </p>
      )}
    </td>
  );
}

/** Amount, UTR and payer side by side: the three things matched against one bank-statement line. */
export function PaymentCell({ payment }: { payment: StaffPaymentRow }) {
  return (
    <td className={`${table.td} min-w-52`}>
      <p className="figures font-semibold text-ink">{formatRupees(payment.amount)}</p>
      <UtrValue utr={payment.transactionId} />
      <p className="mt-1 text-ink">
        <span className="text-muted">Paid by </span>
        {payment.name}
      </p>
    </td>
  );
}

function Stamp({ iso }: { iso: string | null }) {
  const stamp = formatStamp(iso);
  return stamp ? (
    <>
      <span className="figures block">{stamp.date}</span>
      <span className="figures block">{stamp.time}</span>
    </>
  ) : null;
}

/**
 * When the proof came in and, once decided, when it was reviewed: one column
 * with labelled lines, so the rejected tab still fits beside its reasons.
 */
export function DatesCell({ payment }: { payment: StaffPaymentRow }) {
  const cell = `${table.td} text-sm whitespace-nowrap text-muted`;
  if (payment.status === 'pending')
    return (
      <td className={cell}>
        <Stamp iso={payment.submittedAt} />
      </td>
    );
  return (
    <td className={cell}>
      <dl>
        <dt className="font-semibold text-ink">Submitted</dt>
        <dd>
          <Stamp iso={payment.submittedAt} />
        </dd>
        <dt className="mt-2 font-semibold text-ink">Reviewed</dt>
        <dd>
          <Stamp iso={payment.reviewedAt} />
        </dd>
      </dl>
    </td>
  );
}
