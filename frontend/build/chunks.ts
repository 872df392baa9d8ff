import type { Rolldown } from 'vite';

const OWN_SOURCE = /[\\/]frontend[\\/]src[\\/]/;
const PUBLIC_PAGE = /[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/;
const HOME_PAGE = /[\\/]src[\\/]pages[\\/]home\.tsx$/;
const CONSOLE_ROOT = /[\\/]src[\\/](pages[\\/]admin[\\/]|app[\\/]layout[\\/]admin-layout\.tsx$)/;

/** Which page modules import `id`, directly or through other modules, and whether the console does. */
function importersOf(id: string, ctx: Rolldown.ChunkingContext) {
  const pages = new Set<string>();
  let fromConsole = false;
  let initial = false;
  const seen = new Set<string>();
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = ctx.getModuleInfo(moduleId);
    if (!info) return;
    if (info.isEntry) initial = true;
    for (const importer of info.importers) {
      if (CONSOLE_ROOT.test(importer)) fromConsole = true;
      else if (PUBLIC_PAGE.test(importer)) pages.add(importer);
      else visit(importer);
    }
  };
  visit(id);
  return { pages, fromConsole, initial };
}

/**
 * How the build cuts the app into files. Over HTTP/1.1 a phone pays a round trip
 * per file, so rather than one tiny file per shared component:
 * - everything the first screen needs statically is one file (the entry);
 * - components that two or more public pages share, and the console does not,
 *   are one `shared` file when the home page is among them, else one `shared-more`
 *   file, each fetched with the first page that needs it: the home page, where most
 *   visits start, downloads none of the other pages' shared code.
 * Each page keeps its own file, and the console's code never reaches a public page.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'app', tags: ['$initial'] },
    {
      name: (id, ctx) => {
        if (!OWN_SOURCE.test(id) || PUBLIC_PAGE.test(id) || CONSOLE_ROOT.test(id)) return null;
        const { pages, fromConsole, initial } = importersOf(id, ctx);
        if (initial || fromConsole || pages.size < 2) return null;
        return [...pages].some((page) => HOME_PAGE.test(page)) ? 'shared' : 'shared-more';
      },
    },
  ],
};
