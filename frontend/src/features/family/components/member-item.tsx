import type { FamilyMember } from '@umang/common';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { ApiRequestError } from '@/lib/api-client';
import { showError } from '@/lib/show-error';
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

function MedicalNotes({ member }: { member: FamilyMember }) {
  const notes = [
    ['Blood group', member.bloodGroup],
    ['Medical conditions', member.medicalCondition],
    ['Allergy', member.allergy],
  ].filter(([, value]) => value);
  if (notes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-base">
      {notes.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink">{label}:</dt>
          <dd className="break-words whitespace-pre-line text-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One family member with Edit (the form in place) and Remove (asked once more). */
export function MemberItem({ member, onRemoved }: MemberItemProps) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
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
      const answer = await remove.mutateAsync(member._id);
      toast.success(answer.message ?? FAMILY_MESSAGES.removed);
      confirm.close();
      onRemoved();
    } catch (err) {
      confirm.dismiss();
      // Visits still ahead: say so beside the member, where the reader is looking.
      if (err instanceof ApiRequestError && err.code === 'member_has_appointments') setRefusal(err.message);
      else showError(err, { fallback: FAMILY_MESSAGES.removeFailed });
    }
  }

  if (editing) {
    return (
      <li>
        <MemberForm
          title={`Edit ${member.name}`}
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
        {relationTitle(member)}, born {formatBirthDate(member.dob)}
      </p>
      <MedicalNotes member={member} />
      {refusal && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-base text-amber-900">
          {refusal}
        </p>
      )}
      <div className="mt-4">
        {confirm.open ? (
          <InlineConfirm
            question={`Remove ${member.name} from your family?`}
            detail="Appointments already held still show their name."
            confirmLabel={remove.isPending ? 'Removing…' : 'Yes, remove'}
            keepLabel="No, keep"
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
              Edit <span className="sr-only">{member.name}</span>
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
              Remove <span className="sr-only">{member.name}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
