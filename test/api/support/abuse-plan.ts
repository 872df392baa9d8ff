import type { Attempt, Method } from './abuse-send.js';
import { type BadBody, fieldBodies, hostileBodies, shapeBodies, UNREADABLE_BODIES } from './bad-bodies.js';
import { JUNK_IDS, queryStrings } from './bad-urls.js';
import { goodObject, type OpenApiDocument, type Operation, requestSchema } from './openapi-schema.js';

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Endpoint {
  method: Method;
  /** As the OpenAPI document writes it: `/api/user/blogs/{id}`. */
  path: string;
  operation: Operation;
}

/** What the abuse run needs from the seeded database and the signed-in callers. */
export interface World {
  patientToken: string;
  staffToken: string;
  doctorId: string;
  blogId: string;
  /** The patient's own appointment, with a payment proof awaiting a decision. */
  appointmentId: string;
  /** A family member of the patient's account. */
  familyMemberId: string;
  /** A bank statement staff imported, showing the appointment's payment. */
  statementId: string;
  /** A console account: the signed-in admin's own. */
  accountId: string;
}

export function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => ({
      method,
      path,
      operation: operations[method]!,
    })),
  );
}

/** The real record a name (`docId`, `{appointmentId}`, `/blogs/{id}`, `patientId`) points at, if any. */
function realIdNamed(noun: string, world: World): string | undefined {
  if (/doc/i.test(noun)) return world.doctorId;
  if (/blog/i.test(noun)) return world.blogId;
  if (/statement/i.test(noun)) return world.statementId;
  if (/account/i.test(noun)) return world.accountId;
  if (/appointment|payment/i.test(noun)) return world.appointmentId;
  // `patientId` names who a booking is for: a family member.
  if (/family|patient/i.test(noun)) return world.familyMemberId;
  return undefined;
}

/** `{id}` takes its meaning from the segment before it; other parameters name themselves. */
function realPath(path: string, world: World): string {
  return path.replace(/(?:\/([^/{]+))?\/\{([^}]+)\}/g, (_, segment: string | undefined, param: string) => {
    const noun = param === 'id' ? (segment ?? '') : param;
    const id = realIdNamed(noun, world);
    if (!id)
      throw new Error(`abuse plan: no real id known for {${param}} in ${path}; add one to realIdNamed`);
    return `${segment ? `/${segment}` : ''}/${id}`;
  });
}

const junkPath = (path: string, encodedJunk: string) => path.replace(/\{[^}]+\}/g, encodedJunk);

/** The caller each endpoint is meant for: staff for the console, a patient for the portal. */
function tokenFor(endpoint: Endpoint, world: World): string | undefined {
  if (!endpoint.operation.security?.length) return undefined;
  return endpoint.path.startsWith('/api/admin/') ? world.staffToken : world.patientToken;
}

/**
 * Every malformed request for one endpoint, each one the endpoint must refuse
 * (or, for a read with junk it may ignore, at least answer without a 5xx).
 *
 * - Real ids, so handlers are reached: with every field-level, hostile and
 *   whole-body malformation where the endpoint takes a body; with unreadable
 *   bodies only where it takes none, since such an endpoint (approve, delete,
 *   log out) rightly ignores a well-formed body and would act.
 * - Every junk id: with a well-formed body (or none), so the handler meets the id.
 *   Whole-body junk goes with one junk id only: bodies and ids are checked apart.
 * - Reads: junk query strings on the real path.
 */
export function attemptsFor(doc: OpenApiDocument, endpoint: Endpoint, world: World): Attempt[] {
  const { method, path, operation } = endpoint;
  const token = tokenFor(endpoint, world);
  const params = operation.parameters ?? [];
  const real = realPath(path, world);
  const junk = params.some((p) => p.in === 'path')
    ? JUNK_IDS.map(([label, id]) => ({ label: `id ${label}`, url: junkPath(path, id) }))
    : [];
  const attempt = (url: string, label: string, bad?: BadBody, mustRefuse = true): Attempt => ({
    endpoint,
    method,
    url,
    token,
    body: bad?.body,
    label: [label, bad && `body ${bad.label}`].filter(Boolean).join(', '),
    mustRefuse,
  });

  if (method === 'get') {
    const declared = params.filter((p) => p.in === 'query').map((p) => p.name);
    return [
      ...queryStrings(declared).map(([label, query]) =>
        attempt(`${real}?${query}`, `query ${label}`, undefined, false),
      ),
      ...junk.map((j) => attempt(j.url, j.label)),
    ];
  }

  const target = requestSchema(doc, operation);
  const unreadable = UNREADABLE_BODIES.map((bad) => attempt(real, '', bad));
  if (!target) {
    const shapes =
      junk.length > 0 ? shapeBodies({}, false).map((bad) => attempt(junk[0]!.url, junk[0]!.label, bad)) : [];
    return [...unreadable, ...junk.map((j) => attempt(j.url, j.label)), ...shapes];
  }
  const idFor = (field: string) => realIdNamed(field, world) ?? '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f';
  const good = goodObject(doc, target.schema, idFor);
  const malformed = [
    ...fieldBodies(doc, target, idFor),
    ...hostileBodies(target),
    ...shapeBodies(good, target.multipart),
  ];
  const wellFormed: BadBody = { label: 'well-formed', body: { kind: 'json', value: good } };
  return [
    ...unreadable,
    ...malformed.map((bad) => attempt(real, '', bad)),
    ...junk.map((j) => attempt(j.url, j.label, wellFormed)),
  ];
}
