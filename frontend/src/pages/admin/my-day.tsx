import { ConsolePage } from '@/components/layout/console-page';
import { MyDay } from '@/features/staff-appointments/my-day/components/my-day';

/** /admin/my-day: a doctor's console opens here, on today's and tomorrow's appointments in time order. */
export default function MyDayPage() {
  return (
    <ConsolePage
      title="My day"
      lead="Your appointments today and tomorrow, in time order. The list refreshes every minute."
    >
      <MyDay />
    </ConsolePage>
  );
}
