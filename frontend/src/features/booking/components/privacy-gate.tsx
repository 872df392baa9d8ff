import type { PrivacyStatus, PrivacyStatusResponse } from '@umang/common';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/** Whether the signed-in patient must accept the current privacy notice before booking. */
export function useNoticePending(): boolean {
  const token = useSessionStore((s) => s.token);
  const privacy = useSessionStore((s) => s.privacy);
  return Boolean(token && privacy && noticePending(privacy));
}

const noticePending = (privacy: PrivacyStatus): boolean =>
  privacy.acceptedNoticeVersion !== privacy.currentNoticeVersion;

/** PUT /api/user/privacy/notice, passed in by the page: the privacy feature owns the call. */
export type AcceptNotice = (version: string) => Promise<PrivacyStatusResponse>;

interface PrivacyGateProps {
  acceptNotice: AcceptNotice;
  /** Raised each time the patient tried to book while the notice waits: the panel takes the focus. */
  focusRequest: number;
  /** After the acceptance was saved, when the panel is gone. */
  onAccepted: () => void;
}

/**
 * "Our privacy notice has changed": above the times while the patient has not accepted
 * the current notice (the server refuses their bookings until they do). The notice
 * opens in a new tab, so the day and time chosen here stay.
 */
export function PrivacyGate({ acceptNotice, focusRequest, onAccepted }: PrivacyGateProps) {
  const { t } = useTranslation('booking');
  const privacy = useSessionStore((s) => s.privacy);
  const setPrivacy = useSessionStore((s) => s.setPrivacy);
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const [accepting, setAccepting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  if (!privacy || !noticePending(privacy)) return null;
  const version = privacy.currentNoticeVersion;

  const accept = async () => {
    if (accepting) return;
    setAccepting(true);
    try {
      const answer = await acceptNotice(version);
      toast.success(t('privacyGate.accepted'));
      setPrivacy(answer.privacy);
      onAccepted();
    } catch (err) {
      // The server's own words for a refusal; ours when it could not be reached.
      const failed = t('privacyGate.acceptFailed');
      showError(err, { unreachable: failed, fallback: failed });
      setAccepting(false);
      // A newer notice came out while this one was read: the fresh profile names it here.
      if (err instanceof ApiRequestError && err.code === 'notice_outdated') void loadProfile();
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="max-w-3xl rounded-2xl border border-accent/40 bg-accent-soft p-5 sm:p-6"
    >
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink">
        {t('privacyGate.title')}
      </h3>
      <p id={`${id}-body`} className="mt-2 max-w-prose text-base text-ink">
        {t('privacyGate.body', { version })}
      </p>
      <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
        <a
          href="/privacy"
          target="_blank"
          rel="noopener"
          className="text-base font-semibold text-primary-dark underline underline-offset-4"
        >
          {t('privacyGate.read')}
          <span className="sr-only"> {t('privacyGate.newTab')}</span>
        </a>
        <Button
          onClick={() => void accept()}
          disabled={accepting}
          className="min-h-11 px-5 text-center whitespace-normal"
        >
          {accepting ? t('privacyGate.accepting') : t('privacyGate.accept')}
        </Button>
      </div>
    </section>
  );
}
