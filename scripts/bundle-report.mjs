#!/usr/bin/env node
// Prints what the home route downloads (JS and CSS, gzip) and checks that none
// of it is staff-console code. Reads the build's manifest; run after
// `npm run build -w frontend`. `--json` prints the figures as JSON.
// Exit code 1 when console code reaches the home route.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// BUNDLE_DIST: another build directory (a build made with `vite build --outDir`).
const DIST = process.env.BUNDLE_DIST
  ? pathToFileURL(`${process.env.BUNDLE_DIST.replace(/\/?$/, '/')}`)
  : new URL('../frontend/dist/', import.meta.url);
const read = (path) => readFileSync(new URL(path, DIST));
const manifest = JSON.parse(read('.vite/manifest.json'));
const chunkModules = JSON.parse(read('.vite/chunk-modules.json'));

/** Modules that belong to the staff console only. */
const CONSOLE =
  /src\/(pages\/admin\/|features\/staff-|app\/layout\/admin-layout|stores\/staff-session|lib\/staff-api)/;

/** A route's entries and every chunk they import statically: what the browser fetches for it. */
function closure(entries) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return [...seen];
}

const gzipKb = (file) => gzipSync(read(file)).length / 1024;

function routeReport(entries, except = new Set()) {
  const keys = closure(entries).filter((key) => !except.has(key));
  const js = keys.map((key) => manifest[key].file);
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  const consoleModules = js.flatMap((file) => (chunkModules[file] ?? []).filter((id) => CONSOLE.test(id)));
  return {
    jsFiles: js.length,
    jsGzipKb: Number(js.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)),
    cssGzipKb: Number(css.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)),
    consoleModules,
  };
}

const HOME = ['index.html', 'src/pages/home.tsx'];
/** The home page's words come in a file per language, fetched with the page's code. */
const homeIn = (lang) => {
  const words = `src/locales/${lang}/home.json`;
  if (!manifest[words]) throw new Error(`the build has no ${words}: was it renamed?`);
  return routeReport([...HOME, words]);
};
const home = homeIn('en');
const homeHindi = homeIn('hi');
const consoleEntries = Object.keys(manifest).filter((key) => CONSOLE.test(key));
// What a staff member downloads on top of what the home page already brought.
const consoleOnly = routeReport(consoleEntries, new Set(closure(HOME)));
const report = {
  home,
  homeHindi,
  console: {
    entries: consoleEntries.length,
    jsGzipKb: consoleOnly.jsGzipKb,
    modules: consoleOnly.consoleModules.length,
  },
  homeJsBudgetKb: 150,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report));
} else {
  console.log('route                 JS files  JS gzip KB  CSS gzip KB  console modules');
  console.log(
    `home (/)              ${String(home.jsFiles).padStart(8)}  ${String(home.jsGzipKb).padStart(10)}  ${String(home.cssGzipKb).padStart(11)}  ${home.consoleModules.length}`,
  );
  console.log(
    `home (/) in Hindi    ${String(homeHindi.jsFiles).padStart(8)}  ${String(homeHindi.jsGzipKb).padStart(10)}  ${String(homeHindi.cssGzipKb).padStart(11)}  ${homeHindi.consoleModules.length}`,
  );
  console.log(
    `staff console         ${String(consoleEntries.length).padStart(8)} lazy entries, ${consoleOnly.jsGzipKb} KB gzip more (${consoleOnly.consoleModules.length} console modules), never loaded by /`,
  );
  console.log(`home JS budget: ${report.homeJsBudgetKb} KB gzip`);
}
if (home.consoleModules.length > 0 || homeHindi.consoleModules.length > 0) {
  console.error(
    `console code in the home route: ${[...home.consoleModules, ...homeHindi.consoleModules].join(', ')}`,
  );
  process.exit(1);
}
