import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCentre } from '@/content/centre';

/** Logo mark + wordmark, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const centre = useCentre();
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <img src="/assets/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold tracking-tight text-primary">{centre.shortName}</span>
        {/*
          Hidden where the bar has no room for it: on phones (the language switch), from md
          (Log in and Create Account join the bar) and from xl (the link row); back at lg
          and 2xl.
        */}
        <span className="hidden text-xs font-medium text-muted sm:inline md:hidden lg:inline xl:hidden 2xl:inline">
          {centre.tagline}
        </span>
      </span>
      <span className="sr-only">{t('brand.home')}</span>
    </Link>
  );
}
