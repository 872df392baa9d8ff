import type { FamilyMembersResponse } from '@umang/common';
import { api } from '@/lib/api-client';

/** GET /api/user/family-members (token): the account's family members, oldest first. */
export const getFamilyMembers = (signal?: AbortSignal): Promise<FamilyMembersResponse> =>
  api.get<FamilyMembersResponse>('/api/user/family-members', signal);
