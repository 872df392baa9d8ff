import type {
  AcceptNoticeRequest,
  ConsentsRequest,
  PrivacyNoticeResponse,
  PrivacyStatusResponse,
} from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/privacy-notice: the version, grievance address and retention periods /privacy shows. */
export const fetchPrivacyNotice = (signal?: AbortSignal) =>
  api.get<PrivacyNoticeResponse>('/api/privacy-notice', signal);

/** PUT /api/user/privacy/notice (token): accepts the notice of `version`, which must be the current one. */
export const acceptNotice = (version: string) =>
  api.put<PrivacyStatusResponse>('/api/user/privacy/notice', { version } satisfies AcceptNoticeRequest);

/** PUT /api/user/privacy/consents (token): gives or withdraws the optional reminder mails. */
export const setConsents = (consents: ConsentsRequest) =>
  api.put<PrivacyStatusResponse>('/api/user/privacy/consents', { ...consents } satisfies ConsentsRequest);
