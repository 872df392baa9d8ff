import type { PrivacyNoticeResponse } from '@umang/common';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading, LoadError } from '@/components/ui/load-states';
import { useCentre } from '@/content/centre';
import { useFormat } from '@/i18n/use-language';
import { usePrivacyNotice } from '../hooks/use-privacy-notice';

const link = 'font-semibold break-words text-primary-dark underline underline-offset-4';

/**
 * The notice's text with the facts the server holds (its version, the grievance
 * address, how long enquiries and unpaid appointments are kept) filled in: shown
 * only once those facts are here, so no number in it is ever a guess.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('privacy');
  const { data, status, refetch } = usePrivacyNotice();
  if (status === 'pending') return <Loading>{t('loading')}</Loading>;
  if (status === 'error' || !data)
    return <LoadError message={t('loadFailed')} onRetry={() => void refetch()} />;
  return <NoticeText facts={data} />;
}

type Facts = Pick<
  PrivacyNoticeResponse,
  'version' | 'grievanceEmail' | 'enquiryRetentionDays' | 'unpaidAppointmentRetentionDays'
>;

const WHAT = ['account', 'profile', 'health', 'family', 'appointments', 'enquiries', 'likes'] as const;
const WHY = ['visits', 'payments', 'mails', 'reminders'] as const;
const ACCESS = ['admins', 'frontDesk', 'doctors', 'recorded', 'mail'] as const;
const RIGHTS = ['see', 'correct', 'withdraw', 'delete', 'nominate', 'complain', 'board'] as const;

/** The texts with marks or links in them. */
type RichKey =
  | 'who.contact'
  | 'rights.intro'
  | `what.${(typeof WHAT)[number]}`
  | `access.${(typeof ACCESS)[number]}`
  | `rights.${(typeof RIGHTS)[number]}`;

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function NoticeText({ facts }: { facts: Facts }) {
  const { t } = useTranslation('privacy');
  const centre = useCentre();
  const format = useFormat();
  const mail = <a href={`mailto:${facts.grievanceEmail}`} className={link} />;
  // Rich words: <b> marks the lead of a list item, the rest are links inside a sentence.
  const rich = (key: RichKey, values: Record<string, string> = {}): ReactElement => (
    <Trans
      t={t}
      i18nKey={key}
      values={values}
      components={{
        b: <strong className="font-semibold text-ink" />,
        mail,
        phone: <a href={centre.phoneHref} className={`figures ${link}`} />,
        profile: <Link to="/my-profile" className={link} />,
        login: <Link to="/login" className={link} />,
      }}
    />
  );
  const list = (items: ReactNode[]) => (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
  const email = { email: facts.grievanceEmail };

  const sections: Section[] = [
    {
      id: 'who',
      title: t('who.title'),
      body: (
        <>
          <p>{t('who.body', { name: centre.name, location: centre.location })}</p>
          <p>{rich('who.contact', { ...email, phone: centre.phoneDisplay, hours: centre.hours })}</p>
        </>
      ),
    },
    {
      id: 'what',
      title: t('what.title'),
      body: (
        <>
          <p>{t('what.intro')}</p>
          {list(WHAT.map((item) => rich(`what.${item}`)))}
        </>
      ),
    },
    {
      id: 'why',
      title: t('why.title'),
      body: (
        <>
          {list(WHY.map((item) => t(`why.${item}`)))}
          <p className="font-semibold text-ink">{t('why.never')}</p>
        </>
      ),
    },
    {
      id: 'access',
      title: t('access.title'),
      body: list(ACCESS.map((item) => rich(`access.${item}`))),
    },
    {
      id: 'retention',
      title: t('retention.title'),
      body: list([
        t('retention.account'),
        t('retention.paid'),
        t('retention.enquiries', { days: format.number(facts.enquiryRetentionDays) }),
        t('retention.unpaid', { days: format.number(facts.unpaidAppointmentRetentionDays) }),
        t('retention.codes'),
      ]),
    },
    { id: 'children', title: t('children.title'), body: <p>{t('children.body')}</p> },
    {
      id: 'rights',
      title: t('rights.title'),
      body: (
        <>
          <p>{rich('rights.intro')}</p>
          {list(RIGHTS.map((item) => rich(`rights.${item}`, email)))}
        </>
      ),
    },
    {
      id: 'changes',
      title: t('changes.title'),
      body: <p>{t('changes.body', { version: facts.version })}</p>,
    },
  ];

  return (
    <div className="mt-8 sm:mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,44rem)] lg:items-start lg:gap-12">
      <div className="lg:sticky lg:top-24">
        <p className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-dark">
          {t('header.version', { version: facts.version })}
        </p>
        <nav
          aria-labelledby="privacy-contents"
          className="mt-5 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="privacy-contents" className="text-base font-bold text-ink">
            {t('contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-base marker:text-muted">
            {sections.map(({ id, title }) => (
              <li key={id}>
                <a href={`#privacy-${id}`} className="text-primary-dark underline-offset-4 hover:underline">
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div className="mt-10 space-y-10 lg:mt-0">
        {sections.map(({ id, title, body }) => (
          <section key={id} aria-labelledby={`privacy-${id}`} className="scroll-mt-24">
            <h2 id={`privacy-${id}`} className="scroll-mt-24 text-2xl font-bold text-ink">
              {title}
            </h2>
            <div className="mt-3 space-y-3 text-lg leading-relaxed text-muted">{body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
