import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CENTRE } from '@/content/centre';
import { CONTACT } from '@/content/contact';

interface Detail {
  /** Its label is `details.<id>` in the `contact` translation files. */
  id: 'phone' | 'email' | 'address' | 'hours';
  icon: ReactNode;
  value: ReactNode;
}

const link = 'font-semibold text-primary underline-offset-4 hover:underline break-words';

// Simple line icons; the label beside each carries the meaning.
const icon = (path: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5 fill-none stroke-current"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

const details = (hours: string): readonly Detail[] => [
  {
    id: 'phone',
    icon: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
    value: (
      <a href={CENTRE.phoneHref} className={`figures ${link}`}>
        {CENTRE.phoneDisplay}
      </a>
    ),
  },
  {
    id: 'email',
    icon: icon('M3 6h18v12H3zM3 7l9 6 9-6'),
    value: (
      <a href={`mailto:${CONTACT.email}`} className={link}>
        {CONTACT.email}
      </a>
    ),
  },
  {
    id: 'address',
    icon: icon(
      'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    ),
    value: <address className="not-italic">{CONTACT.address}</address>,
  },
  {
    id: 'hours',
    icon: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2'),
    value: <span className="figures">{hours}</span>,
  },
];

/** Phone, e-mail, address and hours, each with a plain label. */
export function ContactDetails() {
  const { t } = useTranslation(['contact', 'common']);
  return (
    <dl className="space-y-5">
      {details(t('common:centre.hours')).map(({ id, icon: symbol, value }) => (
        // dt and dd must be the div's only children: the icon sits inside the dt, pulled into the margin.
        <div key={id} className="relative min-h-10 pl-14">
          <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
            <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              {symbol}
            </span>
            {t(`details.${id}`)}
          </dt>
          <dd className="mt-0.5 text-lg break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
