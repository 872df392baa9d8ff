#!/usr/bin/env node
// Lighthouse scores of the running product in Debian's chromium, with Lighthouse's
// default (mobile, simulated throttling) configuration: our targets are
// measured against exactly what a phone on a slow network would get.
//
//   node test/bench/lighthouse.mjs http://127.0.0.1:4600 [--runs 3] [/path ...]
import process from 'node:process';
import { URL, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium.mjs';

/** The routes measured. */
export const DEFAULT_PATHS = ['/', '/doctors', '/services/ADHDTreatment', '/blog'];

/** Our targets (scores 0–100, CLS unitless). */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 95, cls: 0.05 };

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/**
 * Chromium starts a new renderer for each measured page; on a busy machine tracing
 * sometimes reaches it after the navigation began, and the trace lacks its start.
 * Lighthouse asks to "run again": the page is not at fault, so it is measured again.
 */
const TRACE_RACES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const TRACE_ATTEMPTS = 3;

/** An audit below this score counts as failed (Lighthouse's own "pass" threshold). */
const PASS = 0.9;

/**
 * @typedef {object} PageScores
 * @property {string} path
 * @property {number} performance    0–100
 * @property {number} accessibility  0–100
 * @property {number} bestPractices  0–100
 * @property {number} seo            0–100
 * @property {number} cls            cumulative layout shift
 * @property {number} lcpMs          largest contentful paint (simulated), in ms
 * @property {string[]} failedAudits ids of audits in these categories scoring below 0.9
 */

/**
 * @typedef {object} ScoreOptions
 * @property {number} [runs=1]  Lighthouse runs per path; the run with the median
 *   performance score is reported whole, so its figures and audits belong together.
 * @property {string} [chromePath]  default: CHROMIUM_PATH or /usr/bin/chromium
 * @property {string} [language]  the browser's language, e.g. `hi-IN`: a first visit
 *   shows the site in it, as it would on a phone set to that language
 */

/**
 * Runs Lighthouse (default mobile config) on each path of `baseUrl`, one path after
 * the other in one chromium, which is killed at the end even when a run fails.
 *
 * @param {string} baseUrl e.g. `http://127.0.0.1:4600`
 * @param {string[]} paths e.g. `['/', '/doctors']`
 * @param {ScoreOptions} [options]
 * @returns {Promise<PageScores[]>}
 */
export async function lighthouseScores(baseUrl, paths, options = {}) {
  const runs = Math.max(1, options.runs ?? 1);
  const chrome = await launch({
    chromePath: chromiumPath(options.chromePath),
    chromeFlags: options.language
      ? [...CHROMIUM_FLAGS, `--lang=${options.language}`, `--accept-lang=${options.language}`]
      : CHROMIUM_FLAGS,
    logLevel: 'error',
  });
  try {
    const results = [];
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      const attempts = [];
      for (let run = 0; run < runs; run += 1) attempts.push(await measure(url, path, chrome.port));
      results.push(medianByPerformance(attempts));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {string} path
 * @param {number} port
 * @param {number} [attempt]
 * @returns {Promise<PageScores>}
 */
async function measure(url, path, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.values(CATEGORIES),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) {
    if (TRACE_RACES.has(lhr.runtimeError.code) && attempt < TRACE_ATTEMPTS) {
      return measure(url, path, port, attempt + 1);
    }
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }

  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failedAudits = new Set();
  for (const category of Object.values(CATEGORIES)) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const audited = lhr.audits[id]?.score;
      if (typeof audited === 'number' && audited < PASS) failedAudits.add(id);
    }
  }
  return {
    path,
    performance: score(CATEGORIES.performance),
    accessibility: score(CATEGORIES.accessibility),
    bestPractices: score(CATEGORIES.bestPractices),
    seo: score(CATEGORIES.seo),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    failedAudits: [...failedAudits].sort(),
  };
}

/**
 * @param {PageScores[]} attempts
 * @returns {PageScores}
 */
function medianByPerformance(attempts) {
  const sorted = [...attempts].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Whether a page meets every target.
 *
 * @param {PageScores} page
 * @returns {boolean}
 */
export function meetsTargets(page) {
  return (
    page.performance >= TARGETS.performance &&
    page.accessibility >= TARGETS.accessibility &&
    page.bestPractices >= TARGETS.bestPractices &&
    page.seo >= TARGETS.seo &&
    page.cls < TARGETS.cls
  );
}

/**
 * The scores as a plain-text table, one row per path.
 *
 * @param {PageScores[]} pages
 * @returns {string}
 */
export function formatTable(pages) {
  const header = ['path', 'perf', 'a11y', 'best', 'seo', 'CLS', 'LCP ms', 'targets', 'audits below 0.9'];
  const rows = pages.map((page) => [
    page.path,
    String(page.performance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    page.cls.toFixed(3),
    String(page.lcpMs),
    meetsTargets(page) ? 'met' : 'MISSED',
    page.failedAudits.join(', ') || '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column])))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { runs: { type: 'string', default: '1' } },
  });
  const [baseUrl, ...paths] = positionals;
  const runs = Number(values.runs);
  if (!baseUrl || !Number.isInteger(runs) || runs < 1) {
    process.stderr.write('usage: node test/bench/lighthouse.mjs <base-url> [--runs N] [/path ...]\n');
    process.exit(2);
  }
  const pages = await lighthouseScores(baseUrl, paths.length ? paths : DEFAULT_PATHS, { runs });
  process.stdout.write(`Lighthouse mobile${runs > 1 ? `, median of ${runs} runs` : ''}, ${baseUrl}\n`);
  process.stdout.write(`${formatTable(pages)}\n`);
  process.exitCode = pages.every(meetsTargets) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  });
}
