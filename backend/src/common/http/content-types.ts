import { UnsupportedMediaTypeException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

/** Marks a route whose body is a multipart form with a file (see `SingleFileUpload`). */
export const UploadRoute = () => RouteConfig({ upload: true });

/** `application/json; charset=utf-8` → `application/json`. */
const essenceOf = (contentType: string): string => contentType.split(';', 1)[0]!.trim().toLowerCase();

function refuseOtherTypes(expected: string, message: string): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    if (type !== undefined && essenceOf(type) !== expected) {
      done(new UnsupportedMediaTypeException(message));
      return;
    }
    done(null, payload);
  };
}

const refuseAllButJson = refuseOtherTypes(JSON_TYPE, 'Please send this request as JSON.');
const refuseAllButForms = refuseOtherTypes(FORM_TYPE, 'Please send this request as a form with the file.');

/**
 * Each route that takes a body reads one kind: an upload route a multipart
 * form, every other one JSON. Anything else is refused with 415 before the
 * body is read, which also stops a form on another website from posting here:
 * a browser sends a cross-site form as urlencoded, multipart or plain text,
 * never as JSON. A request with no body and no content type (log out,
 * approve) is let through. Added per route when routes are declared, so that
 * GET requests run no extra hook.
 */
export function requireOneContentTypePerRoute(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => BODY_METHODS.has(method))) return;
    const upload = (route.config as { upload?: unknown } | undefined)?.upload === true;
    const own = route.preParsing === undefined ? [] : [route.preParsing].flat();
    route.preParsing = [upload ? refuseAllButForms : refuseAllButJson, ...own];
  });
}
