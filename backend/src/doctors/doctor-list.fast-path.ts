import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DoctorsService } from './doctors.service.js';

const LIST_URL = '/api/doctor/list';

/**
 * Answers `GET /api/doctor/list` straight from memory when the list is kept,
 * before the framework's routing, guards and pipes: it is the most requested
 * answer of the site and the same bytes for everyone. The hooks registered
 * before this one (security headers, CORS) still apply. When the list is not
 * kept, the request goes on to DoctorsController, which builds and keeps it.
 */
export function serveDoctorListFromMemory(app: NestFastifyApplication): void {
  const doctors = app.get(DoctorsService);
  // The kept body as bytes, converted once per body rather than once per answer.
  let text: string | null = null;
  let bytes = Buffer.alloc(0);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' && request.url === LIST_URL) {
        const body = doctors.keptListBody();
        if (body !== null) {
          if (body !== text) [text, bytes] = [body, Buffer.from(body)];
          // Written straight to the response: the security and CORS hooks have already
          // put their headers on it, and nothing after them has anything to add here.
          reply.hijack();
          reply.raw.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': bytes.length,
            // Like every API answer (see forbidCachingOfApi): free slots go stale within minutes.
            'cache-control': 'no-store',
          });
          reply.raw.end(bytes);
          return;
        }
      }
      done();
    });
}
