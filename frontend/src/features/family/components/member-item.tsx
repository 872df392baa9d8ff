import type { FamilyMember } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { useLanguage } from '@/i18n/use-language';
import { ApiRequestError } from '@/lib/api-client';
import { errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useRemoveFamilyMember } from '../hooks/use-family-mutations';
import { formatBirthDate, relationTitle } from '../member-words';
import { FAMILY_MESSAGES } from '../messages';
import { MemberForm } from './member-form';

interface MemberItemProps {
  member: FamilyMember;
  /** The member is gone from the list: the section takes the focus. */
  onRemoved: () => void;
}

const NOTES = ['bloodGroup', 'medicalCondition', 'allergy'] as const;

function MedicalNotes({ member }: { member: FamilyMember }) {
  const { t } = useTranslation('family');
  const notes = NOTES.filter((field) => member[field]);
  if (notes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-base">
      {notes.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink">{t('item.note', { label: t(`fields.${field}`) })}</dt>
          <dd className="break-words whitespace-pre-line text-muted">{member[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One family member with Edit (the form in place) and Remove (asked once more). */
export function MemberItem({ member, onRemoved }: MemberItemProps) {
  const { t } = useTranslation('family');
  const lang = useLanguage();
  const [editing, setEditing] = useState(false);
  // The server's refusal itself, so its words follow a switch of language.
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const backFromEdit = useRef(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(removeRef);
  const remove = useRemoveFamilyMember();

  useEffect(() => {
    if (editing || !backFromEdit.current) return;
    backFromEdit.current = false;
    editRef.current?.focus();
  }, [editing]);

  const closeEditor = () => {
    backFromEdit.current = true;
    setEditing(false);
  };

  async function removeMember() {
    try {
      await remove.mutateAsync(member._id);
      toast.success(FAMILY_MESSAGES.removed);
      confirm.close();
      onRemoved();
    } catch (err) {
      confirm.dismiss();
      // Visits still ahead: say so beside the member, where the reader is looking.
      if (err instanceof ApiRequestError && err.code === 'member_has_appointments') setRefusal(err);
      else showError(err, { fallback: FAMILY_MESSAGES.removeFailed });
    }
  }

  if (editing) {
    return (
      <li>
        <MemberForm
          title={t('item.editTitle', { name: member.name })}
          member={member}
          withMedical
          takeFocus
          onSaved={closeEditor}
          onCancel={closeEditor}
        />
      </li>
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <p className="text-lg font-semibold break-words text-ink">{member.name}</p>
      <p className="text-base text-muted">
        {t('item.born', {
          relation: relationTitle(member, t),
          date: formatBirthDate(member.dob, lang),
        })}
      </p>
      <MedicalNotes member={member} />
      {refusal && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-base text-amber-900">
          {errorMessage(refusal)}
        </p>
      )}
      <div className="mt-4">
        {confirm.open ? (
          <InlineConfirm
            question={t('item.removeQuestion', { name: member.name })}
            detail={t('item.removeDetail')}
            confirmLabel={remove.isPending ? t('item.removing') : t('item.removeConfirm')}
            keepLabel={t('item.keep')}
            busy={remove.isPending}
            onConfirm={() => void removeMember()}
            onKeep={confirm.dismiss}
          />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button
              ref={editRef}
              variant="secondary"
              size="sm"
              className="min-h-11"
              onClick={() => setEditing(true)}
            >
              {t('item.edit')} <span className="sr-only">{member.name}</span>
            </Button>
            <Button
              ref={removeRef}
              variant="danger-outline"
              size="sm"
              className="min-h-11"
              onClick={() => {
                setRefusal(null);
                confirm.ask();
              }}
            >
              {t('item.remove')} <span className="sr-only">{member.name}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
