import { useTranslation } from 'react-i18next';
import { type ProfileField, type ProfileFormValues, type ProfileProblem, todayKey } from '../form-values';
import { EDIT_SECTIONS } from '../profile-sections';
import { EmailChange } from './email-change';
import { ProfileFieldInput } from './profile-field-input';
import { SECTION_CARD } from './profile-layout';

interface EditSectionsProps {
  email: string;
  values: ProfileFormValues;
  /** The field to fix and why, shown under that field. */
  problem: ProfileProblem | null;
  onChange: (field: ProfileField, value: string) => void;
}

const headingId = (title: string): string => `profile-edit-${title}`;

/** The four groups of the edit form, each a card with its heading and labelled fields. */
export function EditSections({ email, values, problem, onChange }: EditSectionsProps) {
  const { t } = useTranslation('profile');
  const maxDate = todayKey();
  return EDIT_SECTIONS.map((section) => (
    <section key={section.title} aria-labelledby={headingId(section.title)} className={SECTION_CARD}>
      <h2 id={headingId(section.title)} className="text-xl font-bold text-ink sm:text-2xl">
        {t(`sections.${section.title}`)}
      </h2>
      {section.purpose && <p className="mt-1 text-base text-muted">{t(`hints.${section.purpose}`)}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {section.showEmail && <EmailChange email={email} />}
        {section.fields.map((spec) => (
          <ProfileFieldInput
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            onChange={(value) => onChange(spec.name, value)}
            error={problem?.field === spec.name ? t(`problems.${problem.message}`) : undefined}
            maxDate={maxDate}
          />
        ))}
      </div>
    </section>
  ));
}
