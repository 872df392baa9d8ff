import { useTranslation } from 'react-i18next';
import type { TherapySlug } from '@/content/therapies';
import { ContactForm } from './contact-form';

interface EnquiryFormProps {
  /** The therapy a therapy card's link asks about (`?about=`), if any. */
  therapy?: TherapySlug;
}

/** The Email Us form, its subject filled in when the family came to ask about a therapy. */
export function EnquiryForm({ therapy }: EnquiryFormProps) {
  return therapy ? <TherapyEnquiryForm therapy={therapy} /> : <ContactForm />;
}

/**
 * The therapies' names are the services page's words: only this path reads that file, which
 * a family coming from a therapy card has already loaded.
 */
function TherapyEnquiryForm({ therapy }: { therapy: TherapySlug }) {
  const { t } = useTranslation(['contact', 'services']);
  const subject = t('form.about', { therapy: t(`services:therapies.${therapy}.name`) });
  // Keyed by the therapy, not the subject's words: another therapy's link, followed from this
  // page, starts the form afresh; switching the language keeps what was typed.
  return <ContactForm key={therapy} subject={subject} />;
}
