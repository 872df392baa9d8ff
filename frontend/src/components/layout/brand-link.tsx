import { Link } from 'react-router-dom';
import { CENTRE } from '@/content/centre';

/** Logo mark + wordmark, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <img src="/assets/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold tracking-tight text-primary">{CENTRE.shortName}</span>
        {/* Hidden while the full link row shares the bar (xl), back when there is room. */}
        <span className="text-[0.7rem] font-medium text-muted sm:text-xs xl:hidden 2xl:inline">
          {CENTRE.tagline}
        </span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
