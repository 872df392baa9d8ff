import { completionBlock, noShowBlock, type StaffAppointment } from '@umang/common';
import { useRef } from 'react';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { isOffice, useConsoleMe } from '@/lib/use-console-me';
import { type AppointmentAction, useAppointmentAction } from '../hooks/use-appointment-action';
import { ActionButtons } from './action-buttons';

interface AppointmentActionsProps {
  appointment: StaffAppointment;
  /** After the server accepted an action (the lists that show it reload by themselves). */
  onDone: () => void;
  /** `compact` in a table cell, `row` where there is room (the appointment's own page), `stack` on a card. */
  layout?: 'compact' | 'row' | 'stack';
  /** The time the rules are judged at: a screen that ticks passes its clock; otherwise now. */
  now?: Date;
}

type Asked = Extract<AppointmentAction, 'noShow' | 'cancel'>;

const QUESTIONS: Record<Asked, { question: (who: string) => string; busy: string }> = {
  noShow: {
    question: (who) => `Mark the appointment for ${who} a no-show? This cannot be undone.`,
    busy: 'Saving…',
  },
  cancel: {
    question: (who) => `Cancel this appointment for ${who}? The patient will be e-mailed.`,
    busy: 'Cancelling…',
  },
};

/**
 * What the viewer may still do about an open appointment. Mark no-show and Cancel are
 * asked once more inline: neither can be taken back, and a cancellation e-mails the
 * patient. Focus goes to "No" when asked, back to the button on No or a refusal, and to
 * `onDone`'s choice when the server accepted. A doctor's console never offers Cancel
 * (the server refuses it); until the role is known, neither does this.
 */
export function AppointmentActions({
  appointment,
  onDone,
  layout = 'compact',
  now,
}: AppointmentActionsProps) {
  const office = isOffice(useConsoleMe().data?.role);
  const noShowRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirms = { noShow: useInlineConfirm(noShowRef), cancel: useInlineConfirm(cancelRef) };
  const { busy, run } = useAppointmentAction(appointment._id);

  async function act(kind: AppointmentAction) {
    const ok = await run(kind);
    const asked = kind === 'complete' ? null : confirms[kind];
    if (!ok) return asked?.dismiss();
    asked?.close();
    onDone();
  }

  const asking: Asked | null = confirms.cancel.open ? 'cancel' : confirms.noShow.open ? 'noShow' : null;
  if (asking) {
    const { question, busy: busyLabel } = QUESTIONS[asking];
    return (
      <InlineConfirm
        layout={layout}
        question={question(`${appointment.patient.name} with ${appointment.docData.name}`)}
        confirmLabel={busy === asking ? busyLabel : 'Yes'}
        keepLabel="No"
        busy={busy !== null}
        onConfirm={() => void act(asking)}
        onKeep={confirms[asking].dismiss}
      />
    );
  }

  const at = now ?? new Date();
  return (
    <ActionButtons
      busy={busy}
      canComplete={completionBlock(appointment, at) === null}
      noShowBlock={noShowBlock(appointment, at)}
      noShowRef={noShowRef}
      cancelRef={office ? cancelRef : null}
      onComplete={() => void act('complete')}
      onNoShow={confirms.noShow.ask}
      onCancel={confirms.cancel.ask}
    />
  );
}
