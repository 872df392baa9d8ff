import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { FamilySection } from '@/features/family/components/family-section';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** /my-profile: the patient's personal and medical details, and the family they book for. */
export default function MyProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <ProfileScreen>
        <FamilySection />
      </ProfileScreen>
    </>
  );
}
