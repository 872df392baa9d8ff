import type { ApiResult } from '@umang/common';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/user/family-members/:id (token); 409 `member_has_appointments` while
 * they still have visits ahead. Past visits keep naming them.
 */
export const removeFamilyMember = (id: string): Promise<ApiResult> =>
  api.delete<ApiResult>(`/api/user/family-members/${encodeURIComponent(id)}`);
