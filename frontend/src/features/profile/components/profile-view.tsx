import type { UserProfile } from '@umang/common';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { VIEW_SECTIONS, type ViewItem } from '../profile-sections';
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

function ItemValue({ item, user }: { item: ViewItem; user: UserProfile }) {
  const lines = item.lines(user).filter((line) => line && line.trim() !== '');
  if (lines.length === 0) return <dd className="mt-1 text-base text-muted">Not added yet</dd>;
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
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  const aside = (
    <ProfileSummary user={user}>
      <Button ref={editButton} onClick={onEdit} className="mt-6 min-h-11 px-10 text-base">
        Edit
      </Button>
      <p className="mt-6 border-t border-primary/20 pt-5 text-left text-base text-muted">
        Your medical details stay private: only you and the clinicians at our centre can see them.
      </p>
    </ProfileSummary>
  );

  return (
    <ProfileLayout aside={aside}>
      {VIEW_SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)} className={SECTION_CARD}>
          <h2 id={headingId(section.title)} className="text-xl font-bold text-ink sm:text-2xl">
            {section.title}
          </h2>
          <dl className="mt-5 grid gap-5 sm:grid-cols-2">
            {section.items.map((item) => (
              <div key={item.label}>
                <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{item.label}</dt>
                <ItemValue item={item} user={user} />
              </div>
            ))}
          </dl>
        </section>
      ))}
      {children}
    </ProfileLayout>
  );
}

const headingId = (title: string): string => `profile-${title.toLowerCase().replace(/\s+/g, '-')}`;
