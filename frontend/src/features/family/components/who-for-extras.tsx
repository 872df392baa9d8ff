import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { WhoFor } from '../hooks/use-who-for';
import { FAMILY_MESSAGES } from '../messages';

// The booking page is kept light: the form's code is fetched only when a family member is added there.
const MemberForm = lazy(() => import('./member-form'));

/**
 * Under "Who is this visit for?": the short form adding a family member while that
 * is the choice, else why the family cannot be offered (it did not load, or is full).
 */
export function WhoForExtras({ who }: { who: WhoFor }) {
  const { t } = useTranslation('family');
  if (who.adding) {
    return (
      <Suspense
        fallback={
          <p role="status" className="text-base text-muted">
            {t('whoFor.opening')}
          </p>
        }
      >
        <MemberForm
          title={t('whoFor.add')}
          withMedical={false}
          note={FAMILY_MESSAGES.medicalLater}
          onSaved={who.added}
          onCancel={who.cancelAdd}
        />
      </Suspense>
    );
  }
  if (who.loadFailed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-base text-red-800">
        <p>{FAMILY_MESSAGES.loadFailed}</p>
        <Button variant="link" onClick={who.retry}>
          {t('whoFor.tryAgain')}
        </Button>
      </div>
    );
  }
  if (who.full) return <p className="text-base text-muted">{FAMILY_MESSAGES.limitReached}</p>;
  return null;
}
