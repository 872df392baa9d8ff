import { ConsolePage } from '@/components/layout/console-page';
import { StaffAppointments } from '@/features/staff-appointments/components/staff-appointments';

/** /admin/appointments: every booking, filtered by day, doctor and status, with complete and cancel. */
export default function StaffAppointmentsPage() {
  return (
    <ConsolePage
      title="Appointments"
      lead="Every booking at the centre. Narrow the list by day, doctor or status."
    >
      <StaffAppointments />
    </ConsolePage>
  );
}
