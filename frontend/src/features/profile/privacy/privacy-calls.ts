import type { ConsentsRequest, PrivacyNoticeResponse, PrivacyStatusResponse } from '@umang/common';

/**
 * The privacy notice's calls, which belong to the privacy feature: the page hands them
 * in, so this feature does not reach into another one.
 */
export interface PrivacyCalls {
  fetchNotice: (signal?: AbortSignal) => Promise<PrivacyNoticeResponse>;
  acceptNotice: (version: string) => Promise<PrivacyStatusResponse>;
  setConsents: (consents: ConsentsRequest) => Promise<PrivacyStatusResponse>;
}

/** Where /privacy's facts are cached: the grievance address is read from it here too. */
export const PRIVACY_NOTICE_KEY = ['privacy-notice'] as const;
