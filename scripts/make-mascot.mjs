#!/usr/bin/env node
// Writes frontend/public/assets/mascot.json: our mascot "Patang", a smiling kite
// that bobs in a morning sky, blinks and waves its tail (a 3 s Lottie loop).
// Run `node scripts/make-mascot.mjs` after changing the drawing below.
import { writeFileSync } from 'node:fs';

const FPS = 30;
const END = 90; // frames: one 3 s loop

const rgb = (hex) =>
  [1, 3, 5].map((i) => Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000);
const still = (k) => ({ a: 0, k });
const ease = { i: { x: [0.45], y: [1] }, o: { x: [0.55], y: [0] } };
/** An animated property through [frame, value] pairs; the last pair holds. */
const moving = (...keys) => ({
  a: 1,
  k: keys.map(([t, s], n) => (n < keys.length - 1 ? { t, s: [s].flat(), ...ease } : { t, s: [s].flat() })),
});

const transform = ({ p = [0, 0], a = [0, 0], s = [100, 100], r = 0, o = 100 } = {}) => ({
  ty: 'tr',
  p: p.a !== undefined ? p : still(p),
  a: still(a),
  s: s.a !== undefined ? s : still(s),
  r: typeof r === 'object' ? r : still(r),
  o: still(o),
  sk: still(0),
  sa: still(0),
});
const fill = (hex) => ({ ty: 'fl', c: still([...rgb(hex), 1]), o: still(100), r: 1 });
const stroke = (hex, w) => ({
  ty: 'st',
  c: still([...rgb(hex), 1]),
  o: still(100),
  w: still(w),
  lc: 2,
  lj: 2,
});
const ellipse = (p, s) => ({ ty: 'el', p: still(p), s: still(s), d: 1 });
/** A polyline or polygon through points (no curves: our drawing is made of straight strokes and dots). */
const path = (points, closed) => ({
  ty: 'sh',
  ks: still({ i: points.map(() => [0, 0]), o: points.map(() => [0, 0]), v: points, c: closed }),
});
const group = (nm, items, tr) => ({ ty: 'gr', nm, it: [...items, transform(tr)] });

const layer = (ind, nm, shapes, ks = {}, extra = {}) => ({
  ddd: 0,
  ind,
  ty: 4,
  nm,
  sr: 1,
  ks: {
    o: still(100),
    r: ks.r ?? still(0),
    p: ks.p ?? still([0, 0, 0]),
    a: still(ks.a ?? [0, 0, 0]),
    s: ks.s ?? still([100, 100, 100]),
  },
  ao: 0,
  shapes,
  ip: 0,
  op: END,
  st: 0,
  bm: 0,
  ...extra,
});

const TEAL = '#0f766e';
const TEAL_LIGHT = '#5eead4';
const AMBER = '#f59e0b';
const INK = '#1e293b';

const blink = moving([0, [100, 100]], [60, [100, 100]], [64, [100, 12]], [68, [100, 100]], [END, [100, 100]]);
const eye = (x) => group(`eye ${x}`, [ellipse([0, 0], [9, 11]), fill(INK)], { p: [x, -6], s: blink });

const kite = layer(
  2,
  'kite',
  [
    eye(-9),
    eye(9),
    group('smile', [
      path(
        [
          [-8, 6],
          [-4, 10],
          [4, 10],
          [8, 6],
        ],
        false,
      ),
      stroke(INK, 2.5),
    ]),
    group('cheeks', [ellipse([-16, 4], [7, 5]), ellipse([16, 4], [7, 5]), fill('#fca5a5')]),
    group('spars', [
      path(
        [
          [0, -38],
          [0, 44],
        ],
        false,
      ),
      path(
        [
          [-30, -4],
          [30, -4],
        ],
        false,
      ),
      stroke(TEAL_LIGHT, 2),
    ]),
    group('sail', [
      path(
        [
          [0, -40],
          [32, -4],
          [0, 46],
          [-32, -4],
        ],
        true,
      ),
      fill(TEAL),
    ]),
  ],
  {
    p: moving([0, [96, 82, 0]], [45, [96, 70, 0]], [END, [96, 82, 0]]),
    r: moving([0, -7], [45, 7], [END, -7]),
    s: still([125, 125, 100]),
  },
);

const bow = (x, y) =>
  path(
    [
      [x - 6, y - 4],
      [x + 6, y + 4],
      [x + 6, y - 4],
      [x - 6, y + 4],
    ],
    true,
  );
const tail = layer(
  3,
  'tail',
  [
    group('bows', [bow(4, 22), bow(-4, 40), fill(AMBER)]),
    group('string', [
      path(
        [
          [0, 0],
          [6, 14],
          [-2, 30],
          [4, 48],
          [-4, 60],
        ],
        false,
      ),
      stroke(INK, 2),
    ]),
  ],
  { r: moving([0, 14], [45, -14], [END, 14]), p: still([0, 46, 0]) },
  { parent: 2 },
);

const sun = layer(4, 'sun', [group('sun', [ellipse([0, 0], [40, 40]), fill(AMBER)])], {
  p: still([152, 52, 0]),
  s: moving([0, [100, 100, 100]], [45, [110, 110, 100]], [END, [100, 100, 100]]),
});

const cloudShape = group('cloud', [
  ellipse([0, 0], [38, 22]),
  ellipse([14, -8], [26, 22]),
  ellipse([-12, -4], [22, 18]),
  fill('#ffffff'),
]);
const cloud = layer(5, 'cloud', [cloudShape], {
  p: {
    a: 1,
    k: [
      { t: 0, s: [230, 150, 0], i: { x: [1], y: [1] }, o: { x: [0], y: [0] } },
      { t: END, s: [-30, 150, 0] },
    ],
  },
});

const hills = layer(6, 'hills', [
  group('hills', [ellipse([60, 210], [180, 90]), ellipse([170, 214], [160, 80]), fill('#99d5c9')]),
]);

const sky = layer(7, 'sky', [
  group('sky', [
    path(
      [
        [0, 0],
        [200, 0],
        [200, 200],
        [0, 200],
      ],
      true,
    ),
    fill('#e6f4f1'),
  ]),
]);

const animation = {
  v: '5.7.4',
  fr: FPS,
  ip: 0,
  op: END,
  w: 200,
  h: 200,
  nm: 'Patang, the Umang kite',
  ddd: 0,
  assets: [],
  layers: [kite, tail, sun, cloud, hills, sky],
};

const out = new URL('../frontend/public/assets/mascot.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(animation)}\n`);
console.log(`wrote ${out.pathname}`);
