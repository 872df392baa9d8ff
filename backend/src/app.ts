import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { ACCESS_EXTENSION } from './auth/auth.guard.js';
import type { CoreOptions } from './common/core.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import type { AppConfig } from './config/app-config.js';
import { registerStaticFiles } from './web/static-files.js';
import { requireOneContentTypePerRoute } from './common/http/content-types.js';
import { timedServerFactory } from './common/http/http-server.js';
import { acceptOnlyJsonBodies, JSON_BODY_LIMIT } from './common/http/json-body.js';
import { forbidCachingOfApi } from './common/http/no-store.js';
import { answerRouterError } from './common/http/router-errors.js';
import { logRequests } from './common/logging/request-log.js';
import { DOCTOR_LIST_PATH, registerDoctorListRoute } from './doctors/doctor-list.route.js';
import { registerMediaRoute } from './storage/media.route.js';

/** The one place the map embed's host is allowed (the contact page's OpenStreetMap iframe). */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

const cspDirectives = (config: AppConfig) => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'"],
  // React and the toast library set inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...(config.mascotOrigin ? [config.mascotOrigin] : [])],
  frameSrc: [MAP_EMBED_ORIGIN],
  upgradeInsecureRequests: null,
});

/** A hop count trusts that many proxies nearest to the server (Fastify takes it as a function here). */
const trustProxyOption = (value: AppConfig['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** The doctor list is a framework route (see registerDoctorListRoute), so Nest's scan misses it. */
function withDoctorList(document: OpenAPIObject): OpenAPIObject {
  document.paths[DOCTOR_LIST_PATH] = {
    get: {
      tags: ['doctors'],
      operationId: 'DoctorList',
      // Open to anyone, like a controller's `@Public()` says it.
      ...{ [ACCESS_EXTENSION]: ['anyone'] },
      parameters: [{ name: 'if-none-match', in: 'header', required: false, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: '`{ success, doctors }`: every doctor with booked and blocked slots from today on',
        },
        '304': { description: 'The list `If-None-Match` names is still current' },
      },
    },
  };
  return document;
}

function configureOpenApi(app: NestFastifyApplication): void {
  // A factory: the document is built on the first request for it, not during start-up.
  const document = () =>
    withDoctorList(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Umang Rehabilitation Centre API')
          .setDescription(
            'Public website, patient portal and staff console. Authenticated calls send the header `token`.',
          )
          .setVersion('1')
          .addApiKey({ type: 'apiKey', in: 'header', name: 'token' }, 'token')
          .build(),
      ),
    );
  SwaggerModule.setup('api/docs', app, document);
}

/** Builds the whole application (API, static files, SPA) without listening. */
export async function createApp(
  config: AppConfig,
  options: CoreOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    // No Nest middleware (requests are logged by a hook), so no middleware router either.
    skipMiddie: true,
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: timedServerFactory(config.requestTimeoutMs),
    frameworkErrors: answerRouterError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    bufferLogs: true,
    // A failed start (say, the database never answered) is thrown to the caller, which says why and exits.
    abortOnError: false,
    // Nest's JSON and urlencoded parsers: the API reads JSON through its own (see acceptOnlyJsonBodies).
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  acceptOnlyJsonBodies(fastify);
  requireOneContentTypePerRoute(fastify);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  // Helmet's headers and defaults, worked out once at start and set before any middleware runs.
  app.useSecurityHeaders({ contentSecurityPolicy: { directives: cspDirectives(config) } });
  forbidCachingOfApi(fastify);
  // Cross-origin calls only when origins are named; without them no CORS hook runs at all,
  // and a browser on another site gets no permission (nor a preflight answer) for any route.
  if (config.corsOrigins) app.enableCors({ origin: config.corsOrigins });
  await logRequests(app, config);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  const spa = await registerStaticFiles(app);
  const filter = new AllExceptionsFilter(spa);
  app.useGlobalFilters(filter);
  registerDoctorListRoute(app, filter.answer);
  registerMediaRoute(app, filter.answer);
  configureOpenApi(app);
  await app.init();
  return app;
}
