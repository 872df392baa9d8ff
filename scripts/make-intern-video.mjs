#!/usr/bin/env node
// Writes frontend/public/assets/internship/intern-experience.{webm,mp4} and its
// poster (.webp): an 8 s silent animation of an intern's day in four scenes.
// Each frame is an SVG string, rasterised with sharp to /tmp, then encoded with
// ffmpeg (a dev-time tool only: `apt-get install -y ffmpeg`).
// Run `node scripts/make-intern-video.mjs` after changing the drawing below.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(new URL('../package.json', import.meta.url));
const sharp = require('sharp');

const W = 640;
const H = 360;
const FPS = 15;
const SCENE_FRAMES = 30; // 2 s per scene
const OUT = new URL('../frontend/public/assets/internship/', import.meta.url).pathname;
const INK = '#2b2522';

const ease = (t) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));
/** 0→1 progress of a sub-interval [from, to] of the scene's time t. */
const span = (t, from, to) => ease((t - from) / (to - from));

/** A friendly figure standing on (x, y), 1 = about 150 px tall. */
function person(x, y, s, body, skin, longHair = false, extra = '') {
  const hair = longHair ? `<path d="M-26-118c0-26 12-38 26-38s26 12 26 38v36h-52z" fill="#3b2a22"/>` : '';
  const fringe = longHair
    ? ''
    : `<path d="M-22-116c0-24 10-36 23-36s23 12 21 34c-6-12-15-17-24-17s-15 8-20 19z" fill="${INK}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${hair}
    <path d="M-34 0c0-62 12-96 34-96s34 34 34 96z" fill="${body}"/>${extra}
    <circle cy="-118" r="22" fill="${skin}"/>${fringe}
    <circle cx="-7" cy="-116" r="2.5" fill="${INK}"/><circle cx="7" cy="-116" r="2.5" fill="${INK}"/>
    <path d="M-6-106q6 5 12 0" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
}

function caption(text) {
  const w = text.length * 11 + 48;
  // Top of the frame: the player's controls cover the bottom edge.
  return `<g transform="translate(${(W - w) / 2} 12)">
    <rect width="${w}" height="40" rx="20" fill="#ffffff" opacity=".95"/>
    <text x="${w / 2}" y="27" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="19"
      font-weight="bold" fill="#115e59">${text}</text></g>`;
}

function frame(bg, body, text, t) {
  // Each scene fades in from white over its first few frames.
  const fade = 1 - span(t, 0, 0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${bg}"/>${body}${caption(text)}
    <rect width="${W}" height="${H}" fill="#ffffff" opacity="${fade.toFixed(3)}"/></svg>`;
}

function arrival(t) {
  const sunY = 120 - 50 * span(t, 0, 1);
  const walk = span(t, 0.05, 0.85);
  const wave = Math.sin(t * 18) * 14;
  return frame(
    '#e0f2fe',
    `<circle cx="586" cy="${sunY}" r="34" fill="#f6c453"/>
    <rect y="270" width="${W}" height="90" fill="#cfe7e1"/>
    <rect x="330" y="110" width="230" height="160" rx="10" fill="#ffffff" stroke="#99d3c9" stroke-width="6"/>
    <path d="M320 116l125-60 125 60z" fill="#0f766e"/>
    <rect x="420" y="196" width="50" height="74" rx="6" fill="#f59e0b"/>
    <rect x="350" y="140" width="50" height="40" rx="6" fill="#bae6fd"/>
    <rect x="490" y="140" width="50" height="40" rx="6" fill="#bae6fd"/>
    ${person(-40 + 300 * walk, 290, 0.95, '#6366f1', '#c68b5e', true)}
    ${person(-120 + 300 * walk, 292, 0.9, '#e76f51', '#8d5a3b')}
    ${person(390, 288, 0.9, '#0f766e', '#a86b43', false, `<path d="M22-80l${wave} -40" stroke="#0f766e" stroke-width="14" stroke-linecap="round"/>`)}`,
    '9:30 am · Meet your supervisor',
    t,
  );
}

function observation(t) {
  const colours = ['#e76f51', '#2a9d8f', '#818cf8', '#f59e0b'];
  const blocks = colours
    .map((c, i) => {
      const p = span(t, 0.1 + i * 0.18, 0.28 + i * 0.18);
      const y = 250 - i * 30 - (1 - p) * 120;
      return p > 0 ? `<rect x="250" y="${y}" width="36" height="30" rx="5" fill="${c}"/>` : '';
    })
    .join('');
  const pen = Math.sin(t * 30) * 4;
  return frame(
    '#fdf1e4',
    `<rect y="280" width="${W}" height="80" fill="#f2d9bf"/>
    <rect x="40" y="50" width="120" height="90" rx="8" fill="#fff" stroke="#e3b98f" stroke-width="5"/>
    <path d="M52 130l26-36 18 20 14-14 28 30z" fill="#9cc7a4"/>
    ${person(150, 300, 0.95, '#0f766e', '#a86b43', true)}
    ${person(330, 300, 0.6, '#f59e0b', '#d9a27a')}${blocks}
    ${person(520, 296, 0.95, '#6366f1', '#8d5a3b', false, `<rect x="-40" y="-70" width="34" height="42" rx="4" fill="#fff"/><path d="M-30 -56h14M-30 -46h${10 + pen}" stroke="#0f766e" stroke-width="3"/>`)}`,
    'Observe a play-therapy session',
    t,
  );
}

function testing(t) {
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const y = 100 + i * 42;
      const p = span(t, 0.15 + i * 0.17, 0.3 + i * 0.17);
      const tick =
        p > 0
          ? `<path d="M236 ${y + 4}l8 8 16-18" stroke="#15803d" stroke-width="5" fill="none" stroke-linecap="round" opacity="${p}"/>`
          : '';
      return `<rect x="120" y="${y}" width="100" height="10" rx="5" fill="#cbd5e1"/>${tick}`;
    })
    .join('');
  const bars = [0.5, 0.8, 0.65, 0.95]
    .map((h, i) => {
      const v = h * 150 * span(t, 0.1 + i * 0.1, 0.7 + i * 0.05);
      return `<rect x="${370 + i * 50}" y="${260 - v}" width="34" height="${v}" rx="6" fill="${i % 2 ? '#0f766e' : '#818cf8'}"/>`;
    })
    .join('');
  return frame(
    '#eef0fd',
    `<g transform="translate(0 24)"><rect x="90" y="60" width="200" height="220" rx="14" fill="#fff" stroke="#c7d2fe" stroke-width="5"/>
    <rect x="150" y="48" width="80" height="24" rx="8" fill="#6366f1"/>${rows}
    <path d="M350 262h220" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>${bars}</g>`,
    'Practise psychometric tools',
    t,
  );
}

function discussion(t) {
  const bubble = (x, y, from) => {
    const s = span(t, from, from + 0.15);
    return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-34" y="-24" width="68" height="44" rx="16" fill="#fff"/>
      <circle cx="-14" cy="-2" r="5" fill="#0f766e"/><circle cx="0" cy="-2" r="5" fill="#f59e0b"/><circle cx="14" cy="-2" r="5" fill="#6366f1"/></g>`;
  };
  return frame(
    '#e6f4f1',
    `<circle cx="560" cy="60" r="28" fill="#f6c453" opacity=".7"/>
    <rect y="270" width="${W}" height="90" fill="#cfe7e1"/>
    ${person(150, 250, 0.85, '#f59e0b', '#8d5a3b')}${person(260, 246, 0.85, '#2a9d8f', '#d9a27a', true)}
    ${person(370, 250, 0.85, '#e76f51', '#a86b43')}${person(480, 246, 0.85, '#0f766e', '#c68b5e', true)}
    <rect x="90" y="200" width="460" height="28" rx="12" fill="#b7794a"/>
    <rect x="120" y="226" width="14" height="70" fill="#a0653b"/><rect x="506" y="226" width="14" height="70" fill="#a0653b"/>
    ${bubble(190, 100, 0.1)}${bubble(420, 96, 0.35)}${bubble(300, 84, 0.6)}`,
    'Discuss cases together',
    t,
  );
}

const SCENES = [arrival, observation, testing, discussion];

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'intern-video-'));
  mkdirSync(OUT, { recursive: true });
  let n = 0;
  for (const scene of SCENES) {
    for (let f = 0; f < SCENE_FRAMES; f += 1) {
      const svg = scene(f / (SCENE_FRAMES - 1));
      await sharp(Buffer.from(svg))
        .png()
        .toFile(join(dir, `f${String(n).padStart(4, '0')}.png`));
      n += 1;
    }
  }
  // The poster is the end of the play-therapy scene: the tower is built.
  await sharp(Buffer.from(observation(1)))
    .webp({ quality: 80 })
    .toFile(join(OUT, 'intern-experience-poster.webp'));

  const input = ['-framerate', String(FPS), '-i', join(dir, 'f%04d.png'), '-an'];
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-pix_fmt',
    'yuv420p',
    join(OUT, 'intern-experience.webm'),
  ]);
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    join(OUT, 'intern-experience.mp4'),
  ]);
  rmSync(dir, { recursive: true, force: true });
  console.log(`wrote ${n} frames to ${OUT}`);
}

await main();
