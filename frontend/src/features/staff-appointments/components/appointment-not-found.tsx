import { Link } from 'react-router-dom';
import { ConsolePage } from '@/components/layout/console-page';
import { buttonClass } from '@/components/ui/button';

/**
 * What a 404 for one appointment shows: the server answers it alike for an id that
 * does not exist and for another doctor's appointment, so the page says either may be
 * the case and shows nothing else.
 */
export function AppointmentNotFound() {
  return (
    <ConsolePage title="Appointment not found">
      <p className="max-w-xl text-base text-ink">
        Your account cannot open an appointment at this address. It may belong to another doctor, or it may
        not exist.
      </p>
      <Link to="/admin/appointments" className={buttonClass('secondary', 'mt-5')}>
        Back to Appointments
      </Link>
    </ConsolePage>
  );
}
