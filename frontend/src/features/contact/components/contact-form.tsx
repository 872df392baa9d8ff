import { type ContactEnquiry, isValidEmail, isValidPhone } from '@umang/common';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CONTACT_FIELDS, type ContactField } from '@/content/contact';
import { errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { sendEnquiry } from '../api/send-enquiry';
import { FormField } from './form-field';
import { SendFailed } from './send-failed';

/**
 * What stops the message, kept as its cause rather than its words, so a language
 * switch re-says it: a field to fix (`form.problems.<check>`), or the failed send.
 */
type FormProblem = { field: ContactField; check: 'required' | 'email' | 'phone' } | { failure: unknown };

const EMPTY: ContactEnquiry = { name: '', email: '', phone: '', subject: '', message: '' };

const trimmed = (values: ContactEnquiry): ContactEnquiry =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as ContactEnquiry;

/** Checked in this order; only the first problem is shown. */
function firstProblem(values: ContactEnquiry): FormProblem | null {
  const empty = CONTACT_FIELDS.find((field) => values[field.name] === '');
  if (empty) return { field: empty.name, check: 'required' };
  if (!isValidEmail(values.email)) return { field: 'email', check: 'email' };
  if (!isValidPhone(values.phone)) return { field: 'phone', check: 'phone' };
  return null;
}

interface ContactFormProps {
  /** The subject to start with (a therapy card's "ask us about it"); the family may change it. */
  subject?: string;
}

/** The Email Us form. noValidate: our own messages replace the browser's bubbles. */
export function ContactForm({ subject = '' }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactEnquiry>({ ...EMPTY, subject });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const fieldToFix = problem && 'field' in problem ? problem : null;
  // 4xx answers carry the reason (bad field, too many messages); 5xx and network errors do not.
  const failure =
    problem && 'failure' in problem ? errorMessage(problem.failure, { unreachable: t('form.failed') }) : null;

  const update = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSent(false);
    if (fieldToFix?.field === field) setProblem(null);
  };

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const enquiry = trimmed(values);
    const found = firstProblem(enquiry);
    // Problems are said once, in the form, where the family is looking: never also as a toast.
    if (found) {
      setProblem(found);
      if ('field' in found)
        (event.currentTarget.elements.namedItem(found.field) as HTMLElement | null)?.focus();
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await sendEnquiry(enquiry);
      toast.success(t('form.sent'));
      setValues(EMPTY);
      setSent(true);
    } catch (err) {
      setProblem({ failure: err }); // what was typed stays in the form
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate aria-busy={pending} aria-labelledby="email-us" onSubmit={(e) => void handleSubmit(e)}>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            onChange={update(spec.name)}
            error={fieldToFix?.field === spec.name ? t(`form.problems.${fieldToFix.check}`) : undefined}
          />
        ))}
      </div>
      {failure !== null && <SendFailed reason={failure} />}
      <div role="status" className="mt-5 empty:hidden">
        {sent && (
          <p className="rounded-xl bg-primary-soft px-4 py-3 text-base text-primary-dark">
            {t('form.thanks')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={pending} className="mt-6 min-h-11 w-full px-8 text-base sm:w-auto">
        {pending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
