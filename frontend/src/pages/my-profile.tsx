import { PageMeta } from '@/components/seo/page-meta';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** /my-profile: the patient's personal and medical details. */
export default function MyProfilePage() {
  return (
    <>
      <PageMeta
        title="My Profile"
        description="See and update your personal, contact and medical details for appointments at Umang, Sector 40, Gurugram."
      />
      <ProfileScreen />
    </>
  );
}
