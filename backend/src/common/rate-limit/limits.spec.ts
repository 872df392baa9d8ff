import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LIMITS } from './limits.js';

const OPERATIONS = fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url));

const windowInWords = (seconds: number): string =>
  seconds % 86_400 === 0
    ? `${seconds / 86_400} day`
    : seconds % 3_600 === 0
      ? `${seconds / 3_600} h`
      : `${seconds / 60} min`;

describe('the operators guide', () => {
  const guide = readFileSync(OPERATIONS, 'utf8');

  it('lists every rate limit with the points and window the code enforces', () => {
    const missing = Object.entries(LIMITS).filter(([name, limit]) => {
      const row = guide.split('\n').find((line) => line.startsWith(`| \`${name}\` `));
      const cells = row?.split('|').map((cell) => cell.trim()) ?? [];
      return !cells.includes(`${limit.points} per ${windowInWords(limit.windowSeconds)}`);
    });
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('lists no rate limit the code does not have', () => {
    const section = guide.slice(guide.indexOf('### Rate limits'), guide.indexOf('### Rules of'));
    const named = [...section.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
    expect(named.sort()).toEqual(Object.keys(LIMITS).sort());
  });
});
