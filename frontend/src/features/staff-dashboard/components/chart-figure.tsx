import { type ReactElement, type ReactNode, useState } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Button } from '@/components/ui/button';

interface ChartFigureProps {
  /** Starts the ids of the heading and the table. */
  id: string;
  title: string;
  /** One line on how to read the chart. */
  caption: ReactNode;
  /** The chart's height in pixels; it takes the box's width, whatever the screen. */
  height: number;
  chart: ReactElement;
  /** The chart's figures, for screen readers always and for anyone who asks. */
  table: ReactNode;
}

/**
 * A chart with its heading and caption, and its figures as a table. The drawing is
 * hidden from screen readers, which read the table instead: it is always in the page,
 * out of sight until "Show as a table" shows it to those who prefer numbers.
 */
export function ChartFigure({ id, title, caption, height, chart, table }: ChartFigureProps) {
  const [open, setOpen] = useState(false);
  const tableId = `${id}-table`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <Button variant="link" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
          {open ? 'Hide table' : 'Show as a table'}
        </Button>
      </div>
      <p className="text-base text-muted">{caption}</p>
      {/*
        Inert as well as aria-hidden: React listens for focus on recharts' layer groups (they
        are portal containers), and Chromium lets an SVG element with focus listeners take Tab,
        so each chart would otherwise hold a row of invisible Tab stops. Inert also ends hover
        tooltips; the table has every figure.
      */}
      <div aria-hidden="true" inert className="mt-4 min-w-0" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      {/* Out of sight, the table's box must not scroll: Chromium would make it a Tab stop. */}
      <div id={tableId} className={open ? 'mt-4' : 'sr-only [&>div]:overflow-visible'}>
        {table}
      </div>
    </section>
  );
}
