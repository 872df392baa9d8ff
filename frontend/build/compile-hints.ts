import type { Plugin } from 'vite';

/** V8's file-wide compile hint (Chrome 136+); other engines read a comment. */
const EAGER = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files whose functions nearly all run as soon as they load: the app's
 * entry (React, the router, the frame) and the mascot's player. V8 then compiles
 * them on a background thread while they download, instead of function by
 * function on the main thread as each is first called: shorter long tasks while
 * the first screen is built and the mascot starts. The mark must be the file's
 * first line, so it is added once the build has finished writing the code.
 */
export const compileHints = (): Plugin => ({
  name: 'umang-compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && (item.isEntry || item.name === 'lottie_light')) {
          item.code = `${EAGER}${item.code}`;
        }
      }
    },
  },
});
