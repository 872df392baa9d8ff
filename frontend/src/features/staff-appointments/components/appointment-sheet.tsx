import type { StaffAppointment } from '@umang/common';
import type { Ref } from 'react';
import { BookedBy } from '@/components/staff/booked-by';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { telHref } from '@/lib/format';
import { slotParts } from '../appointment-format';
import { DetailItem, DetailSection } from './detail-list';
import { StatusBadges } from './status-badges';

const LINK = 'text-primary-dark underline underline-offset-2 hover:text-primary';

interface AppointmentSheetProps {
  appointment: StaffAppointment;
  /** The state, which takes focus after an action (the buttons that were used go). */
  statusRef: Ref<HTMLDivElement>;
}

/** When, with whom and in what state the visit is, then who it is for and whom to call about it. */
export function AppointmentSheet({ appointment, statusRef }: AppointmentSheetProps) {
  const { patient, account, docData } = appointment;
  const when = slotParts(appointment);
  return (
    <>
      <DetailSection title="Visit">
        <DetailItem term="Date and time">
          <time dateTime={appointment.startsAt} className="figures font-semibold">
            {when.day} · {when.time}
          </time>
        </DetailItem>
        <DetailItem term="Doctor">
          {docData.name} <span className="text-muted">({docData.speciality})</span>
        </DetailItem>
        <DetailItem term="Status">
          <div
            ref={statusRef}
            tabIndex={-1}
            className="mt-1 rounded-lg focus:outline-2 focus:outline-primary"
          >
            <StatusBadges appointment={appointment} />
          </div>
        </DetailItem>
      </DetailSection>
      <DetailSection title="Patient">
        <DetailItem term="Visit for">
          <span className="font-semibold">{patient.name}</span>
          <BookedBy patient={patient} account={account} />
        </DetailItem>
        <DetailItem term="Account holder">{account.name}</DetailItem>
        <DetailItem term="Phone">
          <a href={telHref(account.phone)} className={`${LINK} figures whitespace-nowrap`}>
            {account.phone}
          </a>
        </DetailItem>
        <DetailItem term="E-mail">
          <a href={`mailto:${account.email}`} className={LINK}>
            <BreakableEmail email={account.email} />
          </a>
        </DetailItem>
      </DetailSection>
    </>
  );
}
