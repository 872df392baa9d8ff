import type { FamilyMemberFields, FamilyMemberResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** POST /api/user/family-members (token); 409 `family_limit` once the account holds the most it may. */
export const addFamilyMember = (fields: FamilyMemberFields): Promise<FamilyMemberResponse> =>
  api.post<FamilyMemberResponse>('/api/user/family-members', fields);
