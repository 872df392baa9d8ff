import { describe, expect, it } from 'vitest';
import { loginPathBackTo, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/', '/appointment/abc?day=24_11_2026&time=10%3A30', '/my-appointment', '/doctors#top'])(
    'keeps the same-site path %j',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'appointment/abc',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /appointment/abc',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/path\\with-backslash',
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPathBackTo', () => {
  it('encodes the path so its own query survives', () => {
    const login = loginPathBackTo('/appointment/abc?day=24_11_2026&time=10:30');
    expect(login).toBe('/login?next=%2Fappointment%2Fabc%3Fday%3D24_11_2026%26time%3D10%3A30');
    const next = new URLSearchParams(login.split('?')[1]).get('next');
    expect(safeNextPath(next)).toBe('/appointment/abc?day=24_11_2026&time=10:30');
  });
});
