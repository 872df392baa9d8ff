import { normaliseUtr } from '@umang/common';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { endedSession, errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { usePaymentMemoryStore } from '@/stores/payment-memory-store';
import { useSessionStore } from '@/stores/session-store';
import { useConfirmPayment } from '../hooks/use-my-appointments';
import { utrMessage } from '../messages';

interface PaymentFormProps {
  appointmentId: string;
  /** After the server accepted the details (the panel is already closed). */
  onSubmitted: () => void;
}

interface FieldErrors {
  name?: string;
  utr?: string;
}

function check(t: TFunction<'appointments'>, name: string, utr: string): FieldErrors {
  const utrWrong = utrMessage(t, utr);
  return {
    ...(name.trim() ? {} : { name: t('form.nameMissing') }),
    ...(utrWrong ? { utr: utrWrong } : {}),
  };
}

/**
 * The name on the paying UPI account (the patient's own name to start with) and the
 * transaction ID, sent for staff to match against the bank statement. Every error shows
 * here in the form, beside what it is about, and nowhere else.
 */
export function PaymentForm({ appointmentId, onSubmitted }: PaymentFormProps) {
  const { t } = useTranslation('appointments');
  const profileName = useSessionStore((s) => s.userData?.name ?? '');
  const [name, setName] = useState(profileName);
  const [utr, setUtr] = useState('');
  // What was checked at the last submit: its problems are worded afresh in the language shown.
  const [checked, setChecked] = useState<{ name: string; utr: string } | null>(null);
  const errors = checked ? check(t, checked.name, checked.utr) : {};
  const [refusal, setRefusal] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: send } = useConfirmPayment();
  const nameRef = useRef<HTMLInputElement>(null);
  const utrRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // The form appears after "I have paid": take the reader straight to it.
  useEffect(() => nameRef.current?.focus(), []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = check(t, name, utr);
    setChecked({ name, utr });
    setRefusal('');
    if (problems.name) return nameRef.current?.focus();
    if (problems.utr) return utrRef.current?.focus();
    setSubmitting(true);
    try {
      await send({ appointmentId, name: name.trim(), transactionId: normaliseUtr(utr) });
      toast.success(t('form.submitted'));
      const memory = usePaymentMemoryStore.getState();
      memory.markSubmitted(appointmentId);
      memory.select(null);
      onSubmitted();
    } catch (err) {
      // Server refusals carry their own message; a network error or a 5xx gets our fixed words.
      // An ended session has already said so in its own toast.
      if (!endedSession(err)) {
        setRefusal(errorMessage(err, { unreachable: t('form.submitFailed') }));
      }
      setSubmitting(false);
      submitRef.current?.focus(); // the disabled button lost focus; give it back
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-5 grid gap-4">
      <Field id={`${id}-name`} label={t('form.nameLabel')} hint={t('form.nameHint')} error={errors.name}>
        {(control) => (
          <input
            ref={nameRef}
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field id={`${id}-utr`} label={t('form.utrLabel')} hint={t('form.utrHint')} error={errors.utr}>
        {(control) => (
          <input
            ref={utrRef}
            {...control}
            value={utr}
            onChange={(event) => setUtr(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className={`${fieldControlClass} figures tracking-wider`}
          />
        )}
      </Field>
      <p role="alert" className="text-base font-semibold text-red-800 empty:hidden">
        {refusal}
      </p>
      <Button
        ref={submitRef}
        type="submit"
        disabled={submitting}
        className="min-h-11 px-6 sm:justify-self-start"
      >
        {submitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
