import { Trans, useTranslation } from 'react-i18next';
import { CENTRE } from '@/content/centre';

interface SendFailedProps {
  /** Why the message did not go: the server's reason, or our own words when it gave none. */
  reason: string;
}

/**
 * Said when the message could not be sent. A family with a worry should not be left with
 * only "try again": the centre's phone is offered as a link a phone can dial.
 */
export function SendFailed({ reason }: SendFailedProps) {
  const { t } = useTranslation(['contact', 'common']);
  return (
    <div role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-base text-red-800">
      <p className="font-medium">{reason}</p>
      <p className="mt-1">
        <Trans
          t={t}
          i18nKey="form.retry"
          values={{ phone: CENTRE.phoneDisplay, hours: t('common:centre.hours') }}
          components={{
            // Trans puts the number inside the link.
            phone: (
              <a
                href={CENTRE.phoneHref}
                className="figures font-semibold whitespace-nowrap underline underline-offset-4 hover:text-red-900"
              />
            ),
            hours: <span className="figures" />,
          }}
        />
      </p>
    </div>
  );
}
