import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from '@/content/centre';

interface NavLinksProps {
  /** `row` for the desktop bar, `column` for the mobile menu. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

const styles = {
  row: {
    list: 'flex items-center gap-1',
    link: 'block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap',
  },
  column: {
    list: 'flex flex-col',
    link: 'block rounded-md px-3 py-3 text-base font-medium',
  },
} as const;

/** The seven site links; NavLink marks the current one with aria-current="page". */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { list, link } = styles[layout];
  return (
    <ul className={list}>
      {NAV_LINKS.map(({ labelKey, to }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={`${link} text-ink hover:bg-primary-soft hover:text-primary-dark aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8`}
          >
            {t(`nav.${labelKey}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
