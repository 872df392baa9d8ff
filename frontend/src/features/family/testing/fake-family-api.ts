import type { FamilyMember, FamilyMemberFields } from '@umang/common';
import { vi } from 'vitest';

/** Test-only: family members as the API sends them, and a stand-in for its routes. */
export const makeMember = (name: string, changes: Partial<FamilyMember> = {}): FamilyMember => ({
  _id: `member-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  relation: 'child',
  dob: '2019-03-05',
  gender: 'Male',
  bloodGroup: '',
  allergy: '',
  medicalCondition: '',
  // A child on the account was added with the parent's consent.
  guardianConsent: (changes.relation ?? 'child') === 'child',
  ...changes,
});

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (init: RequestInit, id: string | undefined) => Response | Promise<Response> | undefined;

const MEMBERS_PATH = '/api/user/family-members';

/**
 * A fake family API holding `members`. GET, POST, PATCH and DELETE change them as
 * the server would; `overrides` may answer any method instead (return undefined to
 * fall through to the fake). Other paths go to `other`, or answer 404.
 */
export function fakeFamilyApi(
  members: FamilyMember[],
  overrides: Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Route>> = {},
  other?: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const list = [...members];
  let created = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (!url.startsWith(MEMBERS_PATH)) return other ? other(url, init) : json(404, { success: false });
    const method = (init.method ?? 'GET') as keyof typeof overrides;
    const id = url.slice(MEMBERS_PATH.length + 1) || undefined;
    const overridden = await overrides[method]?.(init, id);
    if (overridden) return overridden;
    const body = init.body ? (JSON.parse(String(init.body)) as Partial<FamilyMemberFields>) : {};
    const at = list.findIndex((one) => one._id === id);
    switch (method) {
      case 'GET':
        return json(200, { success: true, members: list });
      case 'POST': {
        const member = makeMember(body.name ?? '', {
          ...body,
          guardianConsent: body.guardianConsent === true,
          _id: `new-${++created}`,
        });
        list.push(member);
        return json(201, { success: true, message: 'Family member added', member });
      }
      case 'PATCH':
        list[at] = { ...list[at]!, ...body };
        return json(200, { success: true, message: 'Family member updated', member: list[at] });
      case 'DELETE':
        list.splice(at, 1);
        return json(200, { success: true, message: 'Family member removed' });
    }
  });
  /** The calls of one method to the family routes, with their parsed bodies. */
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => url.startsWith(MEMBERS_PATH) && (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({
        url,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));
  return { fetchMock, sent, list };
}
