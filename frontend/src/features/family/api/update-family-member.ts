import type { FamilyMemberFields, FamilyMemberResponse } from '@umang/common';
import { api } from '@/lib/api-client';

export interface MemberChanges {
  id: string;
  /** Only the fields that changed; the server keeps the rest. */
  changes: Partial<FamilyMemberFields>;
}

/** PATCH /api/user/family-members/:id (token); 404 `family_member_not_found` for a removed member. */
export const updateFamilyMember = ({ id, changes }: MemberChanges): Promise<FamilyMemberResponse> =>
  api.patch<FamilyMemberResponse>(`/api/user/family-members/${encodeURIComponent(id)}`, changes);
