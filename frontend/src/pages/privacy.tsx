import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';

/** /privacy: what the centre keeps about a family, why, who sees it, for how long, and their rights. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')}>
        <p>{t('header.lead')}</p>
      </PageHeader>
      <PrivacyNotice />
    </>
  );
}
