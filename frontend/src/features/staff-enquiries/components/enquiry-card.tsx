import { useId, useState } from 'react';
import type { StaffEnquiry } from '@umang/common';
import { Button, buttonClass } from '@/components/ui/button';
import { isLongMessage, receivedLabel, replyHref, telHref } from '../enquiry-format';

const LINK = 'text-primary underline-offset-2 hover:underline';

/** One contact-form message: who sent it and how to reach them, the subject and the full message. */
export function EnquiryCard({ enquiry }: { enquiry: StaffEnquiry }) {
  const long = isLongMessage(enquiry.message);
  const [open, setOpen] = useState(false);
  const messageId = useId();
  const headingId = useId();
  const subject = enquiry.subject.trim() || '(No subject)';

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold break-words text-ink">
          {subject}
        </h2>
        <p className="text-sm text-muted">
          Received <time dateTime={enquiry.createdAt}>{receivedLabel(enquiry.createdAt)}</time>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-base grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-ink">From</dt>
        <dd className="break-words">{enquiry.name}</dd>
        <dt className="font-semibold text-ink">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${enquiry.email}`} className={LINK}>
            {enquiry.email}
          </a>
        </dd>
        <dt className="font-semibold text-ink">Phone</dt>
        <dd>
          <a href={telHref(enquiry.phone)} className={LINK}>
            {enquiry.phone}
          </a>
        </dd>
      </dl>
      <div className="mt-4 rounded-xl bg-slate-50 p-4">
        <p
          id={messageId}
          className={`text-base break-words whitespace-pre-line text-ink ${long && !open ? 'line-clamp-6' : ''}`}
        >
          {enquiry.message}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={replyHref(enquiry.email, enquiry.subject)}
          aria-label={`Reply by e-mail to ${enquiry.name}`}
          className={buttonClass('primary')}
        >
          Reply by e-mail
        </a>
        {long && (
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={messageId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Show less' : 'Show more'}
          </Button>
        )}
      </div>
    </article>
  );
}
