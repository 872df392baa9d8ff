// Types of lighthouse.mjs (plain JS so it also runs on its own with `node`).
export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  failedAudits: string[];
}
export const DEFAULT_PATHS: string[];
export const TARGETS: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
};
export function lighthouseScores(
  baseUrl: string,
  paths: string[],
  options?: { runs?: number; chromePath?: string; language?: string },
): Promise<PageScores[]>;
export function meetsTargets(page: PageScores): boolean;
export function formatTable(pages: PageScores[]): string;
