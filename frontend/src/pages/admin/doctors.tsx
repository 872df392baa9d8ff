import { Loading } from '@/components/ui/load-states';
import { MyCalendarScreen } from '@/features/staff-doctors/components/my-calendar-screen';
import { StaffDoctorsScreen } from '@/features/staff-doctors/components/staff-doctors-screen';
import { isOffice, useConsoleMe } from '@/lib/use-console-me';

/**
 * /admin/doctors: the office adds and edits doctors, opens or closes their booking and
 * blocks times; a doctor's console shows "My calendar", their own availability and
 * blocked times only.
 */
export default function StaffDoctorsPage() {
  // The console's frame has loaded the account before any screen shows.
  const { data: me } = useConsoleMe();
  if (!me) return <Loading>Loading your console…</Loading>;
  return isOffice(me.role) ? <StaffDoctorsScreen /> : <MyCalendarScreen doctorId={me.doctorId} />;
}
