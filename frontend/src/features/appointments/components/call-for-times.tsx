import { Button } from '@/components/ui/button';
import { CENTRE } from '@/content/centre';
import { RESCHEDULE_TEXT } from '../messages';

interface CallForTimesProps {
  doctorName: string | null;
  /** False when the doctor is not taking appointments now. */
  available: boolean;
  onKeep: () => void;
}

/** No time to offer online (none free, the doctor away or no longer listed): the centre can still help. */
export function CallForTimes({ doctorName, available, onKeep }: CallForTimesProps) {
  const why = !doctorName
    ? 'We cannot show this doctor’s free times online just now.'
    : available
      ? `${doctorName} has no other free time in the next two weeks.`
      : `${doctorName} is not taking new times right now.`;
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-base text-ink">
        {why} Please call us on{' '}
        <a
          href={CENTRE.phoneHref}
          className="figures font-semibold whitespace-nowrap text-primary underline underline-offset-2"
        >
          {CENTRE.phoneDisplay}
        </a>{' '}
        ({CENTRE.hours}) and we will find a time with you.
      </p>
      <Button variant="neutral" onClick={onKeep} className="min-h-11 px-6">
        {RESCHEDULE_TEXT.keep}
      </Button>
    </div>
  );
}
