import { useParams } from 'react-router-dom';
import { AppointmentScreen } from '@/features/staff-appointments/components/appointment-screen';

/** /admin/appointments/:id: one booking in full, with the viewer's role's actions (a doctor: only their own). */
export default function StaffAppointmentPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing (an open question, focus) carries over from the last one.
  return <AppointmentScreen key={id} id={id} />;
}
