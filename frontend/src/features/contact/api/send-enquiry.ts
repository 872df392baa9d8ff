import type { ApiResult, ContactEnquiry } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/econtact: the Email Us form. Rate limited by the server. */
export const sendEnquiry = (enquiry: ContactEnquiry): Promise<ApiResult> =>
  api.post<ApiResult>('/api/user/econtact', enquiry);
