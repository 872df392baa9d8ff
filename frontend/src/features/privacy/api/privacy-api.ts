import type {
  AcceptNoticeRequest,
  ConsentsRequest,
  PrivacyNoticeResponse,
  PrivacyStatusResponse,
} from '@umang/common';
import { api, apiRequest } from '@/lib/api-client';

/**
 * GET /api/privacy-notice: the version, grievance address and retention periods /privacy shows.
 * Asked without the session, as /privacy preloads it: the facts are the same for everyone.
 */
export const fetchPrivacyNotice = (signal?: AbortSignal) =>
  apiRequest<PrivacyNoticeResponse>('/api/privacy-notice', { token: null, signal });

/** PUT /api/user/privacy/notice (token): accepts the notice of `version`, which must be the current one. */
export const acceptNotice = (version: string) =>
  api.put<PrivacyStatusResponse>('/api/user/privacy/notice', { version } satisfies AcceptNoticeRequest);

/** PUT /api/user/privacy/consents (token): gives or withdraws the optional reminder mails. */
export const setConsents = (consents: ConsentsRequest) =>
  api.put<PrivacyStatusResponse>('/api/user/privacy/consents', { ...consents } satisfies ConsentsRequest);
