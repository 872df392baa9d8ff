import { useTranslation } from 'react-i18next';

interface AvailabilityBadgeProps {
  available: boolean;
}

/** Availability as text with a coloured dot: the dot is decoration, the words carry it. */
export function AvailabilityBadge({ available }: AvailabilityBadgeProps) {
  const { t } = useTranslation('doctors');
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${available ? 'text-ok' : 'text-muted'}`}>
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${available ? 'bg-green-500' : 'bg-slate-400'}`}
      />
      {available ? t('card.available') : t('card.notAvailable')}
    </p>
  );
}
