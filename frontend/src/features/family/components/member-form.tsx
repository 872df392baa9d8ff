import type { FamilyMember } from '@umang/common';
import { type ReactNode, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSaveMember } from '../hooks/use-save-member';
import {
  EMPTY_MEMBER,
  firstMemberProblem,
  type MemberField,
  type MemberFormValues,
  type MemberProblem,
  type MemberTextField,
  toMemberValues,
} from '../member-form-values';
import { MemberFields } from './member-fields';

export interface MemberFormProps {
  title: string;
  /** The member being edited; without one the form adds a new member. */
  member?: FamilyMember;
  /** Blood group, allergy and medical conditions too; the booking page leaves them to My Profile. */
  withMedical: boolean;
  /** Under the heading: what the form is for. */
  note?: ReactNode;
  /** Put the cursor in Name on opening: when a button opened the form, not a choice in a radio group. */
  takeFocus?: boolean;
  onSaved: (member: FamilyMember) => void;
  onCancel: () => void;
}

/** Add or edit one family member; the first field to fix gets the focus and its message. */
export function MemberForm({
  title,
  member,
  withMedical,
  note,
  takeFocus = false,
  onSaved,
  onCancel,
}: MemberFormProps) {
  const { t } = useTranslation('family');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MemberFormValues>(() =>
    member ? toMemberValues(member) : EMPTY_MEMBER,
  );
  const [problem, setProblem] = useState<MemberProblem | null>(null);
  const { save, saving } = useSaveMember(member, withMedical);
  // A field the server refused is focused once the form is enabled again after saving.
  const [refusedField, setRefusedField] = useState<{ field: MemberField } | null>(null);

  const focusField = (field: MemberField) =>
    (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  useEffect(() => {
    if (takeFocus) focusField('name');
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (refusedField && !saving) focusField(refusedField.field);
  }, [refusedField, saving]);

  const update = (field: MemberTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const consent = (given: boolean) => {
    setValues((current) => ({ ...current, guardianConsent: given }));
    if (problem?.field === 'guardianConsent') setProblem(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = firstMemberProblem(values);
    setProblem(found);
    if (found) return focusField(found.field);
    const outcome = await save(values);
    if (outcome && 'problem' in outcome) {
      setProblem(outcome.problem);
      return setRefusedField({ field: outcome.problem.field });
    }
    if (outcome) onSaved(outcome.member);
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={saving}
      onSubmit={(event) => void handleSubmit(event)}
      className="max-w-3xl rounded-2xl border border-primary/30 bg-primary-soft/40 p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h3>
      {note && <p className="mt-1 text-base text-muted">{note}</p>}
      <div className="mt-4">
        <MemberFields
          idPrefix={id}
          values={values}
          problem={problem}
          onChange={update}
          onConsentChange={consent}
          consentOnRecord={member?.guardianConsent ?? false}
          withMedical={withMedical}
          disabled={saving}
        />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={saving} className="min-h-11 px-6">
          {saving ? t('form.saving') : t('form.save')}
        </Button>
        <Button variant="neutral" disabled={saving} onClick={onCancel} className="min-h-11 px-6">
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** For `React.lazy`: the booking page loads the form only when a family member is added there. */
export default MemberForm;
