import { to12Hour, type Doctor } from '@umang/common';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { CENTRE } from '@/content/centre';
import { longDayLabel } from '../day-labels';
import { useBookAppointment } from '../hooks/use-book-appointment';
import { useSlotPicker } from '../hooks/use-slot-picker';
import { DayStrip } from './day-strip';
import { TimeSlotList } from './time-slot-list';

interface BookingSlotsProps {
  doctor: Doctor;
}

/** "Booking slots": the day strip, the free times and "Book an Appointment". */
export function BookingSlots({ doctor }: BookingSlotsProps) {
  const picker = useSlotPicker(doctor);
  const { book, pending } = useBookAppointment({
    docId: doctor._id,
    slotDate: picker.day?.dateKey ?? null,
    slotTime: picker.time,
    onSlotTaken: picker.clearTime,
  });
  const dayLabelId = useId();
  const timeLabelId = useId();
  const { day, time } = picker;
  const bookable = doctor.available && day !== null;

  return (
    <section aria-labelledby="booking-slots" className="mt-12 sm:mt-16">
      <SectionHeading id="booking-slots" title="Booking slots">
        {bookable && 'Each appointment is half an hour. Pick a day, then a time that suits your family.'}
      </SectionHeading>

      {!bookable ? (
        <NoSlots message={noSlotsMessage(doctor)} />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          <div>
            <p id={dayLabelId} className="mb-3 font-semibold text-ink">
              Choose a day
            </p>
            <DayStrip
              days={picker.days}
              selectedKey={day.dateKey}
              onSelect={picker.selectDay}
              labelledBy={dayLabelId}
            />
          </div>
          <div>
            <p id={timeLabelId} className="mb-3 font-semibold text-ink">
              Free times on {longDayLabel(day.date)}
            </p>
            <TimeSlotList
              times={day.slots}
              selected={time}
              onSelect={picker.selectTime}
              labelledBy={timeLabelId}
            />
          </div>
          <div className="flex flex-col items-start gap-3">
            <p aria-live="polite" className="text-base text-muted">
              {time ? (
                <>
                  You have chosen{' '}
                  <strong className="text-ink">
                    {longDayLabel(day.date)} at {to12Hour(time)}
                  </strong>
                  .
                </>
              ) : (
                'Choose a time to book it.'
              )}
            </p>
            <Button onClick={() => void book()} disabled={pending} className="px-8 py-3 text-base">
              {pending ? 'Booking…' : 'Book an Appointment'}
            </Button>
          </div>
        </div>
      )}
    </section>
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
