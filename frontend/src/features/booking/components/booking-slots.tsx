import type { Doctor } from '@umang/common';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SlotChooser } from '@/components/slot-picker/slot-chooser';
import { useSlotPicker } from '@/components/slot-picker/use-slot-picker';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { CENTRE } from '@/content/centre';
import { formatSlotMoment } from '@/lib/format';
import { useBookAppointment } from '../hooks/use-book-appointment';
import { readSlotLink } from '../slot-link';
import type { VisitFor } from '../visit-for';
import { SlotNotice } from './slot-notice';
import { WhoForQuestion } from './who-for-question';

interface BookingSlotsProps {
  doctor: Doctor;
  /** Who the visit is for, asked of signed-in patients only. */
  visitFor?: VisitFor;
}

/**
 * "Booking slots": the day strip, the free times and "Book an Appointment". A slot
 * named in the address (a visitor back from logging in) is chosen again when still
 * free, and Book takes the focus so booking is one key away.
 */
export function BookingSlots({ doctor, visitFor }: BookingSlotsProps) {
  const [params] = useSearchParams();
  const picker = useSlotPicker(doctor, readSlotLink(params));
  const { book, pending } = useBookAppointment({
    docId: doctor._id,
    slotDate: picker.day?.dateKey ?? null,
    slotTime: picker.time,
    onSlotTaken: picker.slotTaken,
    patientId: visitFor?.patientId,
    unready: visitFor?.unready,
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

  return (
    <section aria-labelledby="booking-slots" className="mt-12 sm:mt-16">
      <SectionHeading id="booking-slots" title="Booking slots">
        {bookable && 'Each appointment is half an hour. Pick a day, then a time that suits your family.'}
      </SectionHeading>

      {!bookable ? (
        <NoSlots message={noSlotsMessage(doctor)} />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {visitFor && <WhoForQuestion visitFor={visitFor} />}
          <SlotChooser picker={picker} dayPrompt="Choose a day" />
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
                {pending ? 'Booking…' : 'Book an Appointment'}
              </Button>
              <p id={choiceId} aria-live="polite" className="text-base text-muted">
                {time ? (
                  <>
                    Your choice:{' '}
                    <strong className="figures text-ink">{formatSlotMoment(day.date, time)}</strong>
                    {visitFor && <ForWhom visitFor={visitFor} />}
                  </>
                ) : (
                  'Choose a time to book it.'
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
  if (visitFor.unready) return null;
  if (!visitFor.patientName) return <>, for you</>;
  return (
    <>
      , for <strong className="text-ink">{visitFor.patientName}</strong>
    </>
  );
}

function noSlotsMessage(doctor: Doctor): string {
  return doctor.available
    ? 'No free times in the next two weeks.'
    : `${doctor.name} is not taking appointments right now.`;
}

function NoSlots({ message }: { message: string }) {
  return (
    <div className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-primary-soft/50 p-6">
      <p className="text-lg font-semibold text-ink">{message}</p>
      <p className="mt-2 text-base text-muted">
        Please call us on{' '}
        <a href={CENTRE.phoneHref} className="font-semibold text-primary underline underline-offset-2">
          {CENTRE.phoneDisplay}
        </a>{' '}
        ({CENTRE.hours}) and we will help you find a time, or another doctor who can see you.
      </p>
    </div>
  );
}
