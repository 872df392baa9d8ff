import { resolve } from 'node:path';
import { LANGUAGES, type LanguageHint, ROUTE_HINTS_FILE, type RouteHint } from '@umang/common';
import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '../src/app/public-routes';

type OutputBundle = Rolldown.OutputBundle;
const isChunk = (item: OutputBundle[string] | undefined): item is Rolldown.OutputChunk =>
  item?.type === 'chunk';

/** A chunk and every chunk it imports statically, depth first. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !isChunk(chunk)) return seen;
  seen.add(fileName);
  for (const next of chunk.imports) closure(bundle, next, seen);
  return seen;
}

/**
 * Writes dist/.vite/route-hints.json: for each public route, the page's chunks,
 * styles and above-the-fold pictures. The server names them in the HTML of a
 * first visit, so the browser fetches them alongside the app instead of after it.
 */
export function routeHints(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'umang-route-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('route hints: the build has no entry chunk');
      // index.html already preloads the entry's own imports.
      const inHtml = closure(bundle, entry.fileName);
      const url = (fileName: string) => `${base}${fileName}`;

      // Each translation file is its own chunk; a page's words come with its code.
      const wordsChunk = (lang: string, ns: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === resolve(root, `src/locales/${lang}/${ns}.json`));
      const languageHints = (ns: readonly string[]): Record<string, LanguageHint> =>
        Object.fromEntries(
          LANGUAGES.map((lang) => {
            // English frame words ship in the entry; the errors words are not needed to draw the page.
            const files = [...(lang === 'en' ? [] : ['common']), ...ns].flatMap((name) => {
              const chunk = wordsChunk(lang, name);
              return chunk && !inHtml.has(chunk.fileName) ? [url(chunk.fileName)] : [];
            });
            return [lang, { modules: files }];
          }),
        );

      const hints: RouteHint[] = PUBLIC_ROUTES.map(({ path, page, images = [], data = [], ns = [] }) => {
        const moduleId = resolve(root, `src/pages/${page}.tsx`);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!pageChunk) this.error(`route hints: no chunk for src/pages/${page}.tsx`);
        const files = [...closure(bundle, pageChunk.fileName)].filter((file) => !inHtml.has(file));
        const styles = files.flatMap((file) => {
          const chunk = bundle[file];
          return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return {
          path,
          modules: files.map(url),
          styles: [...new Set(styles)].map(url),
          images: [...images],
          data: [...data],
          languages: languageHints(ns),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: JSON.stringify(hints, null, 1) });
    },
  };
}
