/** One line of the bench table: what was measured, the figure, the target and whether it is met. */
export interface Row {
  measure: string;
  value: string;
  target: string;
  /** null when there is no target (context figures). */
  met: boolean | null;
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'MISSED');

/** A Markdown table, readable as plain text in a terminal too. */
export function table(rows: Row[]): string {
  const cells = rows.map((r) => [r.measure, r.value, r.target, verdict(r.met)]);
  const header = ['Measure', 'Result', 'Target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-IN')} req/s`;

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
