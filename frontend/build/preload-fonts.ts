import type { Plugin } from 'vite';

/** The faces the first screen uses (index.css imports exactly these). */
const FIRST_SCREEN_FONTS = /atkinson-hyperlegible-latin-(400|700)-normal-[\w-]+\.woff2$/;

/**
 * Names the app's two font files in index.html, so they download alongside the
 * app's code. They then arrive before the first text is drawn, and the text never
 * re-flows from the fallback face into Atkinson Hyperlegible in front of the reader.
 */
export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'umang-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => FIRST_SCREEN_FONTS.test(file));
        if (fonts.length !== 2)
          throw new Error(`preload-fonts: expected 2 font files, found ${fonts.length}`);
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
