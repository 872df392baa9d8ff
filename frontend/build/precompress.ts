import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts and video are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below about one TCP packet, compression saves no round trip. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `x.br` and `x.gz` next to every text file of the build, once, at the
 * highest levels: the server hands them out as they are (@fastify/static
 * `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'umang-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of files(outDir)) {
          if (!TEXT.test(path) || path.includes('/.vite/') || statSync(path).size < MIN_BYTES) continue;
          const source = readFileSync(path);
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
        }
      },
    },
  };
}
