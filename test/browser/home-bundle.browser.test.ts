import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface BundleReport {
  home: { jsFiles: number; jsGzipKb: number; consoleModules: string[] };
  console: { entries: number; modules: number };
}

const script = resolve(import.meta.dirname, '../../scripts/bundle-report.mjs');

describe('what the home page downloads (the built SPA)', () => {
  it('carries no staff-console code: the console is in chunks of its own', () => {
    const report = JSON.parse(
      execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }),
    ) as BundleReport;
    // The report does see the console (so an empty list below means something).
    expect(report.console.entries).toBeGreaterThanOrEqual(7);
    expect(report.console.modules).toBeGreaterThan(0);
    expect(report.home.jsFiles).toBeGreaterThan(0);
    expect(report.home.consoleModules).toEqual([]);
  });
});
