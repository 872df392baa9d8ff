/**
 * The chart's colours: recharts draws SVG attributes, which cannot read the theme's CSS
 * variables, so the tokens of `src/index.css` are repeated here.
 */
export const CHART_COLOURS = {
  /** --color-primary */
  primary: '#0f766e',
  /** --color-accent */
  accent: '#4338ca',
  /** --color-muted: axis labels keep the text contrast. */
  muted: '#475569',
  /** slate-200, the console's borders. */
  grid: '#e2e8f0',
} as const;

/** Axis labels: the muted text colour, at the smallest size the console uses. */
export const AXIS_TICK = { fill: CHART_COLOURS.muted, fontSize: 14 } as const;
