import { StaffDoctorsScreen } from '@/features/staff-doctors/components/staff-doctors-screen';

/** /admin/doctors: staff add and edit doctors, open or close their booking, and block times. */
export default function StaffDoctorsPage() {
  return <StaffDoctorsScreen />;
}
