import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';
import { useDoctors } from '../hooks/use-doctors';
import { useSpecialityLabel } from '../speciality-label';

interface SpecialityFilterProps {
  /** The speciality in the URL (`?speciality=`), or undefined for all. */
  selected?: string;
}

const pill =
  'inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ' +
  'border-slate-300 text-ink hover:border-primary hover:text-primary ' +
  'aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-white';

const ROW = '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0';

/** Links (not buttons) so a filtered list can be shared and survives a reload. */
export function SpecialityFilter({ selected }: SpecialityFilterProps) {
  const { t } = useTranslation('doctors');
  const specialityLabel = useSpecialityLabel();
  const lang = useLanguage();
  const { data, status } = useDoctors();
  const doctors = data?.doctors ?? [];
  const specialities = [...new Set(doctors.map((d) => d.speciality))];
  // Until the list arrives, an empty row of the same height holds the filter's
  // place, so the doctors' cards below it do not jump down when it appears.
  if (doctors.length === 0 && status === 'pending') {
    return (
      <div aria-hidden="true" className={`${ROW} invisible`}>
        <span className={pill}>{t('filter.all')}</span>
      </div>
    );
  }
  if (specialities.length < 2) return null;

  const options: Array<{ label: string; value?: string }> = [
    { label: t('filter.all') },
    // In the alphabet of the language shown, so the row reads in order in Hindi too.
    ...specialities
      .map((value) => ({ label: specialityLabel(value), value }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  ];

  return (
    <nav aria-label={t('filter.label')}>
      {/* One swipeable row on phones, wrapped rows from the small breakpoint up. */}
      <ul className={ROW}>
        {options.map(({ label, value }) => (
          <li key={value ?? ''} className="shrink-0">
            <Link
              to={value ? { search: `?speciality=${encodeURIComponent(value)}` } : { search: '' }}
              aria-current={selected === value ? 'true' : undefined}
              className={pill}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
