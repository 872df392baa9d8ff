import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { FamilySection } from '@/features/family/components/family-section';
import { acceptNotice, fetchPrivacyNotice, setConsents } from '@/features/privacy/api/privacy-api';
import { PrivacySection } from '@/features/profile/privacy/privacy-section';
import type { PrivacyCalls } from '@/features/profile/privacy/privacy-calls';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

const PRIVACY_CALLS: PrivacyCalls = { fetchNotice: fetchPrivacyNotice, acceptNotice, setConsents };

/** /my-profile: the patient's personal and medical details, the family they book for, and their data rights. */
export default function MyProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <ProfileScreen>
        <FamilySection />
        <PrivacySection calls={PRIVACY_CALLS} />
      </ProfileScreen>
    </>
  );
}
