import { ConsolePage } from '@/components/layout/console-page';
import { StaffAppointments } from '@/features/staff-appointments/components/staff-appointments';
import { isOffice, useConsoleMe } from '@/lib/use-console-me';

/**
 * /admin/appointments: every booking for the office, a doctor's own for a doctor,
 * filtered by day, doctor and status, with the actions of the viewer's role.
 */
export default function StaffAppointmentsPage() {
  const { data: me } = useConsoleMe();
  const lead =
    me && !isOffice(me.role)
      ? 'Your own patients’ bookings. Narrow the list by day or status.'
      : 'Every booking at the centre. Narrow the list by day, doctor or status.';
  return (
    <ConsolePage title="Appointments" lead={lead}>
      <StaffAppointments />
    </ConsolePage>
  );
}
