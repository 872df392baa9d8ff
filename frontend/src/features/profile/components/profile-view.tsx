import type { UserProfile } from '@umang/common';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/use-language';
import { formatDob } from '../form-values';
import { PRIVACY_SECTION_ID } from '../privacy/privacy-section';
import { type ShownAs, VIEW_SECTIONS, type ViewItem } from '../profile-sections';
import { ProfileLayout, SECTION_CARD } from './profile-layout';
import { ProfileSummary } from './profile-summary';

interface ProfileViewProps {
  user: UserProfile;
  onEdit: () => void;
  /** Back from editing: keyboard users land on Edit again instead of the top of the page. */
  focusEdit?: boolean;
  /** More sections after the patient's own details (the family, which another feature draws). */
  children?: ReactNode;
}

/** Dates and genders as the language shown writes them. */
function useShownAs(): ShownAs {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  return {
    date: (dob) => formatDob(dob, lang),
    gender: (gender) => (gender === 'Male' || gender === 'Female' ? t(`genders.${gender}`) : gender),
  };
}

function ItemValue({ item, user, shown }: { item: ViewItem; user: UserProfile; shown: ShownAs }) {
  const { t } = useTranslation('profile');
  const lines = item.lines(user, shown).filter((line) => line && line.trim() !== '');
  if (lines.length === 0) return <dd className="mt-1 text-base text-muted">{t('view.notAdded')}</dd>;
  return (
    <dd className="mt-1 text-lg wrap-anywhere whitespace-pre-line text-ink">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </dd>
  );
}

/** View mode: every detail in words, empty ones marked gently. */
export function ProfileView({ user, onEdit, focusEdit = false, children }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const shown = useShownAs();
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  const aside = (
    <ProfileSummary user={user}>
      <Button ref={editButton} onClick={onEdit} className="mt-6 min-h-11 px-10 text-base">
        {t('view.edit')}
      </Button>
      <p className="mt-6 border-t border-primary/20 pt-5 text-left text-base text-muted">
        {t('view.privacy')}
      </p>
      <a
        href={`#${PRIVACY_SECTION_ID}`}
        className="mt-3 inline-flex min-h-11 items-center text-base font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
      >
        {t('view.privacyLink')}
      </a>
    </ProfileSummary>
  );

  return (
    <ProfileLayout aside={aside}>
      {VIEW_SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)} className={SECTION_CARD}>
          <h2 id={headingId(section.title)} className="text-xl font-bold text-ink sm:text-2xl">
            {t(`sections.${section.title}`)}
          </h2>
          <dl className="mt-5 grid gap-5 sm:grid-cols-2">
            {section.items.map((item) => (
              <div key={item.label}>
                <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {t(`fields.${item.label}`)}
                </dt>
                <ItemValue item={item} user={user} shown={shown} />
              </div>
            ))}
          </dl>
        </section>
      ))}
      {children}
    </ProfileLayout>
  );
}

const headingId = (title: string): string => `profile-${title}`;
