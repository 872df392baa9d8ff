/**
 * The look of every staff table. Wrap a <table> in `tableWrap` so wide tables
 * scroll sideways inside their box on phones instead of widening the page.
 */
export const table = {
  wrap: 'relative overflow-x-auto rounded-2xl border border-slate-200 bg-white',
  table: 'w-full min-w-[40rem] border-collapse text-left text-base',
  head: 'bg-slate-50 text-sm font-semibold tracking-wide text-muted uppercase',
  th: 'px-4 py-3 whitespace-nowrap',
  row: 'border-t border-slate-200 align-top',
  td: 'px-4 py-3',
  /** A row a link pointed at: tinted so the eye finds it, outlined while it holds the keyboard. */
  found: 'bg-amber-50 focus:outline-2 focus:-outline-offset-2 focus:outline-amber-600',
} as const;
