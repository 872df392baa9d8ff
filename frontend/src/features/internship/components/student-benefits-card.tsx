import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { INTERNSHIP_BENEFITS } from '@/content/internship';

/** Who the programme is for, what they gain, and the one call to action. */
export function StudentBenefitsCard() {
  const { t } = useTranslation('internship');
  return (
    <section
      aria-labelledby="for-students"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('students.eyebrow')}</p>
      <h2 id="for-students" className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
        {t('students.title')}
      </h2>
      <p className="mt-2 text-lg text-muted">{t('students.lead')}</p>
      <ul aria-label={t('students.listLabel')} className="mt-4 space-y-3 text-lg text-ink">
        {INTERNSHIP_BENEFITS.map((id) => (
          <li key={id} className="flex gap-3">
            <CheckIcon />
            <span>{t(`students.benefits.${id}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-base text-muted">{t('students.seats')}</p>
      <Link to="/contact" className={buttonClass('primary', 'mt-4')}>
        {t('students.cta')}
      </Link>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-ok" fill="none">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity=".15" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
