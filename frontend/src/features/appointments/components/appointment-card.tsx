import { rescheduleBlock, type Appointment } from '@umang/common';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useInlineConfirm } from '@/components/ui/inline-confirm';
import { useFormat } from '@/i18n/use-language';
import { mediaUrl } from '@/lib/media-url';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { appointmentActions } from '../appointment-state';
import { appointmentWhen } from '../appointment-time';
import type { DoctorDirectory } from '../types';
import { CancelControl } from './cancel-control';
import { HoldNotice } from './hold-notice';
import { PatientLine } from './patient-line';
import { PaymentPanel } from './payment-panel';
import { ReceiptDownload } from './receipt-download';
import { RescheduleControl } from './reschedule-control';
import { ReschedulePanel } from './reschedule-panel';
import { StatusMark } from './status-mark';

interface AppointmentCardProps {
  appointment: Appointment;
  /** Where a move finds the doctor's free times. */
  directory: DoctorDirectory;
  /** The server moved it; `moved` is the appointment as it answered. */
  onMoved: (moved: Appointment) => void;
}

function Details({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('appointments');
  const format = useFormat();
  const { address } = appointment.docData;
  return (
    <dl className="grid gap-2 text-base text-ink sm:col-start-2">
      <div>
        <dt className="font-semibold">{t('card.address')}</dt>
        <dd className="text-muted">
          {address.line1}
          {address.line2 && <span className="block">{address.line2}</span>}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('card.dateTime')}</dt>
        <dd className="figures text-muted">{appointmentWhen(appointment, format.lang)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-semibold">{t('card.fee')}</dt>
        <dd className="figures text-muted">{format.rupees(appointment.amount)}</dd>
      </div>
    </dl>
  );
}

/** One appointment: who, where, when, and what the patient can do about it now. */
export function AppointmentCard({ appointment, directory, onMoved }: AppointmentCardProps) {
  const { t } = useTranslation(['appointments', 'doctors']);
  const selectedAppointmentId = usePaymentMemoryStore((s) => s.selectedAppointmentId);
  const actions = appointmentActions(appointment, { selectedAppointmentId });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  // Closing without a move (Keep current, Escape) puts focus back on Reschedule.
  const moving = useInlineConfirm(rescheduleRef);
  const block = rescheduleBlock(appointment, new Date());
  // Only a panel the patient opens now takes focus; one remembered open from a reload does not.
  const [openedHere, setOpenedHere] = useState(false);
  const { _id: id, docData } = appointment;
  const panelId = `payment-panel-${id}`;
  const movePanelId = `reschedule-panel-${id}`;

  // The control the reader was on disappears (the list reloads after a payment or a
  // cancellation): keep their place on this card.
  const refocus = () => headingRef.current?.focus();

  // The move is done or refused for good: the card changes, and the reader stays on it.
  const finishMove = () => {
    moving.close();
    refocus();
  };

  function togglePanel() {
    const memory = usePaymentMemoryStore.getState();
    if (actions.panelOpen) return memory.select(null);
    memory.markOpened(id);
    memory.select(id);
    setOpenedHere(true);
  }

  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <article aria-labelledby={`appointment-${id}`}>
        <div className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-4 p-4 sm:grid-cols-[8rem_1fr] sm:p-6 lg:grid-cols-[8rem_1fr_16rem] lg:gap-x-6">
          <img
            src={mediaUrl(docData.image)}
            alt=""
            width={128}
            height={128}
            className="aspect-square h-auto w-full rounded-xl bg-primary-soft object-cover sm:row-span-2"
          />
          <div className="self-center sm:self-end">
            <h2
              id={`appointment-${id}`}
              ref={headingRef}
              tabIndex={-1}
              className="text-xl leading-snug font-bold text-ink"
            >
              {docData.name}
            </h2>
            <p className="text-base text-primary-dark">
              {/* Named as the doctors' list names it; one it does not know is shown as the API gives it. */}
              {t(`doctors:specialities.${docData.speciality}` as 'doctors:specialities.Psychiatrist', {
                defaultValue: docData.speciality,
              })}
            </p>
            <PatientLine patient={appointment.patient} />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <Details appointment={appointment} />
          </div>
          <div className="col-span-2 flex flex-col gap-2 lg:col-span-1 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:justify-end">
            {actions.statuses.map((mark) => (
              <StatusMark key={mark.id} mark={mark} />
            ))}
            {/* Why it was rejected belongs right under Payment Rejected, before what to do next. */}
            {actions.rejectionReason && (
              <p className="rounded-xl bg-red-50 px-4 py-2 text-base text-red-800">
                {t('card.rejectionReason', { reason: actions.rejectionReason })}
              </p>
            )}
            {actions.cancelReason && (
              <p className="rounded-xl bg-slate-100 px-4 py-2 text-base text-slate-800">
                <span className="font-semibold">{t('card.cancelReason')}</span> {actions.cancelReason}
              </p>
            )}
            {appointment.payment && <ReceiptDownload appointment={appointment} />}
            {actions.holdUntil && <HoldNotice until={actions.holdUntil} />}
            {actions.verifying && <p className="text-base text-muted">{t('card.verifyingNote')}</p>}
            {actions.payToggle && (
              <Button
                aria-expanded={actions.panelOpen}
                aria-controls={panelId}
                onClick={togglePanel}
                className="w-full"
              >
                {actions.payToggle === 'hide' ? t('card.hidePayment') : t('card.payOnline')}
              </Button>
            )}
            <RescheduleControl
              block={block}
              open={moving.open}
              panelId={movePanelId}
              onToggle={moving.open ? moving.dismiss : moving.ask}
              buttonRef={rescheduleRef}
            />
            {actions.canCancel && (
              <CancelControl appointmentId={id} doctorName={docData.name} onCancelled={refocus} />
            )}
          </div>
        </div>
        {moving.open && block === null && (
          <ReschedulePanel
            id={movePanelId}
            appointment={appointment}
            directory={directory}
            onKeep={moving.dismiss}
            onMoved={(moved) => {
              finishMove();
              onMoved(moved);
            }}
            onRefused={finishMove}
          />
        )}
        {actions.panelOpen && (
          <PaymentPanel id={panelId} appointmentId={id} onSubmitted={refocus} takeFocus={openedHere} />
        )}
      </article>
    </li>
  );
}
