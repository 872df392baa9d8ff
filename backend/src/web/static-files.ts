import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SpaFallback } from './spa-fallback.js';

const FRONTEND_DIR = fileURLToPath(new URL('../../../frontend', import.meta.url));
const BUILT_SPA = join(FRONTEND_DIR, 'dist');
const SOURCE_ASSETS = join(FRONTEND_DIR, 'public', 'assets');

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the product's `/assets` and, when built, the SPA (uploads come from the
 * database: storage/media.route.ts). Answers the history fallback, or `null` when
 * the SPA is not built (API tests, `npm run dev`).
 */
export async function registerStaticFiles(app: NestFastifyApplication): Promise<SpaFallback | null> {
  const built = existsSync(join(BUILT_SPA, 'index.html'));
  if (!built) {
    await app.register(fastifyStatic, {
      root: SOURCE_ASSETS,
      prefix: '/assets/',
      decorateReply: false,
      maxAge: '1d',
    });
    return null;
  }
  await app.register(fastifyStatic, {
    root: BUILT_SPA,
    prefix: '/',
    decorateReply: false,
    // The build writes `.br` and `.gz` next to every text file (frontend/build/precompress.ts).
    preCompressed: true,
    // `/` is a route like any other: the SPA fallback answers it with the home page's hints.
    // dist/.vite holds the build's own records (manifest, route hints), not the site's files.
    allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith('/.vite/'),
    setHeaders: (res, path) => {
      // Vite's hashed bundles never change; everything else may.
      const relative = path.slice(BUILT_SPA.length);
      res.header(
        'cache-control',
        relative.startsWith('/app/') ? ONE_YEAR : relative.startsWith('/assets/') ? ONE_DAY : 'no-cache',
      );
    },
  });
  return new SpaFallback(BUILT_SPA);
}
