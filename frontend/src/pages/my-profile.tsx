import { PageMeta } from '@/components/seo/page-meta';
import { FamilySection } from '@/features/family/components/family-section';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** /my-profile: the patient's personal and medical details, and the family they book for. */
export default function MyProfilePage() {
  return (
    <>
      <PageMeta
        title="My Profile"
        description="See and update your personal, contact and medical details, and the family members you book for, at Umang, Sector 40, Gurugram."
      />
      <ProfileScreen>
        <FamilySection />
      </ProfileScreen>
    </>
  );
}
