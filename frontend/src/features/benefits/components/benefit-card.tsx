import { Trans, useTranslation } from 'react-i18next';
import type { GovernmentBenefit } from '@/content/benefits';

interface BenefitCardProps {
  benefit: GovernmentBenefit;
}

/**
 * One scheme: its title and a Read More link to the official site in a new tab.
 * The link's hidden text repeats the title, so fifteen "Read More" links are
 * still told apart in a screen reader's links list.
 */
export function BenefitCard({ benefit }: BenefitCardProps) {
  const { t } = useTranslation('benefits');
  const title = t(`items.${benefit.id}`);
  const host = new URL(benefit.link).hostname.replace(/^www\./, '');
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <span aria-hidden="true" className="mb-4 block h-1.5 w-12 rounded-full bg-sun" />
      <h2 className="flex-1 text-lg leading-snug font-semibold text-ink">{title}</h2>
      <p className="mt-3 text-sm text-muted">
        <span className="sr-only">{t('card.officialSite')}</span>
        {host}
      </p>
      <a
        href={benefit.link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full border border-primary px-4 py-2 text-base font-semibold text-primary transition-colors hover:bg-primary-soft"
      >
        {/* Each language puts the hidden title where its sentence needs it. */}
        <Trans
          t={t}
          i18nKey="card.readMore"
          values={{ title }}
          components={{ hidden: <span className="sr-only" /> }}
        />
        <ExternalIcon />
      </a>
    </li>
  );
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
