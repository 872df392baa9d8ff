import { MAX_FAMILY_MEMBERS } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFamilyMembers } from '../hooks/use-family-members';
import { FAMILY_MESSAGES } from '../messages';
import { MemberForm } from './member-form';
import { MemberItem } from './member-item';

const HEADING_ID = 'profile-family-members';

/**
 * My Profile's "Family": the children and relatives the account books for, each with
 * Edit and Remove, and Add until the account holds the most it may.
 */
export function FamilySection() {
  const { t } = useTranslation('family');
  const { data: members, status, refetch } = useFamilyMembers();
  const [adding, setAdding] = useState(false);
  const [refocus, setRefocus] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = (members?.length ?? 0) >= MAX_FAMILY_MEMBERS;

  // After the form closes or a member goes: Add when it is there, else the section's heading.
  useEffect(() => {
    if (refocus > 0) (addRef.current ?? headingRef.current)?.focus();
  }, [refocus]);
  const focusSection = () => setRefocus((n) => n + 1);
  const closeForm = () => {
    setAdding(false);
    focusSection();
  };

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink sm:text-2xl">
        {t('section.title')}
      </h2>
      <p className="mt-1 text-base text-muted">{t('section.intro')}</p>
      <div className="mt-5 grid gap-4">
        {status === 'pending' && (
          <p role="status" className="text-base text-muted">
            {t('section.loading')}
          </p>
        )}
        {status === 'error' && (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-base text-red-800">
            <p>{FAMILY_MESSAGES.loadFailed}</p>
            <Button size="sm" className="mt-3 min-h-11" onClick={() => void refetch()}>
              {t('section.retry')}
            </Button>
          </div>
        )}
        {members?.length === 0 && !adding && <p className="text-base text-ink">{FAMILY_MESSAGES.empty}</p>}
        {members && members.length > 0 && (
          <ul aria-label={t('section.list')} className="grid gap-4">
            {members.map((member) => (
              <MemberItem key={member._id} member={member} onRemoved={focusSection} />
            ))}
          </ul>
        )}
        {members && adding && (
          <MemberForm
            title={t('section.add')}
            withMedical
            takeFocus
            onSaved={closeForm}
            onCancel={closeForm}
          />
        )}
        {members && !adding && full && <p className="text-base text-ink">{FAMILY_MESSAGES.limitReached}</p>}
        {members && !adding && !full && (
          <div>
            <Button
              ref={addRef}
              variant="secondary"
              className="min-h-11 px-6"
              onClick={() => setAdding(true)}
            >
              {t('section.add')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
