import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { TREATMENT_SLUGS, treatmentPath } from '@/content/treatments';

// Pills in one swipeable row on phones and tablets, a vertical list beside the content from lg up.
const link =
  'block rounded-full border border-slate-300 px-4 py-2 text-base whitespace-nowrap text-ink transition-colors ' +
  'hover:border-primary hover:text-primary lg:rounded-xl lg:border-transparent lg:whitespace-normal ' +
  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:font-semibold ' +
  'aria-[current=page]:text-white lg:aria-[current=page]:border-primary';

/** The ten treatment pages; NavLink marks the open one with aria-current="page". */
export function TreatmentSidebar() {
  const { t } = useTranslation('services');
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the current pill may sit beyond the right edge: scroll the row (never the page) to it.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - 16;
    }
  });

  return (
    <nav aria-label={t('sidebar.label')} className="min-w-0 lg:sticky lg:top-6">
      <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{t('sidebar.title')}</p>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-slate-200 lg:p-2"
      >
        {TREATMENT_SLUGS.map((slug) => (
          <li key={slug} className="shrink-0">
            <NavLink to={treatmentPath(slug)} caseSensitive className={link}>
              {t(`treatments.${slug}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
