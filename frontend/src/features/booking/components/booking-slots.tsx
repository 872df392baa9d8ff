import type { Doctor } from '@umang/common';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SlotChooser } from '@/components/slot-picker/slot-chooser';
import { useSlotPicker } from '@/components/slot-picker/use-slot-picker';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { useCentre } from '@/content/centre';
import { useFormat } from '@/i18n/use-language';
import { useBookAppointment } from '../hooks/use-book-appointment';
import { readSlotLink } from '../slot-link';
import type { VisitFor } from '../visit-for';
import { type AcceptNotice, PrivacyGate, useNoticePending } from './privacy-gate';
import { SlotNotice } from './slot-notice';
import { WhoForQuestion } from './who-for-question';

interface BookingSlotsProps {
  doctor: Doctor;
  /** Who the visit is for, asked of signed-in patients only. */
  visitFor?: VisitFor;
  /** Accepts the current privacy notice, for the panel shown while booking waits for it. */
  acceptNotice: AcceptNotice;
}

/**
 * "Booking slots": the day strip, the free times and "Book an Appointment". A slot
 * named in the address (a visitor back from logging in) is chosen again when still
 * free, and Book takes the focus so booking is one key away.
 */
export function BookingSlots({ doctor, visitFor, acceptNotice }: BookingSlotsProps) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const [params] = useSearchParams();
  const picker = useSlotPicker(doctor, readSlotLink(params));
  const noticePending = useNoticePending();
  // Each try to book while the notice waits sends the focus to its panel.
  const [gateFocus, setGateFocus] = useState(0);
  const [accepted, setAccepted] = useState(0);
  const choicesRef = useRef<HTMLDivElement>(null);
  const { book, pending } = useBookAppointment({
    docId: doctor._id,
    slotDate: picker.day?.dateKey ?? null,
    slotTime: picker.time,
    onSlotTaken: picker.slotTaken,
    patientId: visitFor?.patientId,
    unready: visitFor?.unready,
    noticePending,
    onNoticePending: () => setGateFocus((count) => count + 1),
  });
  const choiceId = useId();
  const bookRef = useRef<HTMLButtonElement>(null);
  const { day, time, restored } = picker;
  const bookable = doctor.available && day !== null;

  useEffect(() => {
    if (restored) bookRef.current?.focus();
    // Only on arrival: later choices are the patient's own and keep their focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Once the notice is accepted its panel is gone: the choice it stood above takes the focus.
  useEffect(() => {
    if (accepted > 0) choicesRef.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
  }, [accepted]);

  return (
    <section aria-labelledby="booking-slots" className="mt-12 sm:mt-16">
      <SectionHeading id="booking-slots" title={t('slots.title')}>
        {bookable && t('slots.intro')}
      </SectionHeading>

      {!bookable ? (
        <NoSlots
          message={doctor.available ? t('slots.noFreeTimes') : t('slots.notTaking', { name: doctor.name })}
        />
      ) : (
        <div ref={choicesRef} className="mt-6 flex flex-col gap-6">
          {noticePending && (
            <PrivacyGate
              acceptNotice={acceptNotice}
              focusRequest={gateFocus}
              onAccepted={() => setAccepted((count) => count + 1)}
            />
          )}
          {visitFor && <WhoForQuestion visitFor={visitFor} />}
          <SlotChooser picker={picker} dayPrompt={t('slots.chooseDay')} />
          <div className="flex flex-col gap-3">
            {picker.notice && <SlotNotice notice={picker.notice} />}
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-5">
              <Button
                ref={bookRef}
                onClick={() => void book()}
                disabled={pending}
                aria-describedby={choiceId}
                className="px-8 py-3 text-base"
              >
                {pending ? t('slots.booking') : t('slots.book')}
              </Button>
              <p id={choiceId} aria-live="polite" className="text-base text-muted">
                {time ? (
                  <>
                    <Trans
                      t={t}
                      i18nKey="slots.choice"
                      values={{ slot: format.slotMoment(day.date, time) }}
                      components={{ slot: <strong className="figures text-ink" /> }}
                    />
                    {visitFor && <ForWhom visitFor={visitFor} />}
                  </>
                ) : (
                  t('slots.chooseTime')
                )}
              </p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** Who the chosen time is for, beside Book: the question is further up the page. */
function ForWhom({ visitFor }: { visitFor: VisitFor }) {
  const { t } = useTranslation('booking');
  if (visitFor.unready) return null;
  if (!visitFor.patientName) return <>{t('slots.forYou')}</>;
  return (
    <Trans
      t={t}
      i18nKey="slots.forMember"
      values={{ name: visitFor.patientName }}
      components={{ name: <strong className="text-ink" /> }}
    />
  );
}

function NoSlots({ message }: { message: string }) {
  const { t } = useTranslation('booking');
  const centre = useCentre();
  return (
    <div className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-primary-soft/50 p-6">
      <p className="text-lg font-semibold text-ink">{message}</p>
      <p className="mt-2 text-base text-muted">
        <Trans
          t={t}
          i18nKey="slots.callUs"
          values={{ phone: centre.phoneDisplay, hours: centre.hours }}
          components={{
            phone: (
              <a
                href={centre.phoneHref}
                className="font-semibold text-primary underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}
