import { describe, expect, it } from 'vitest';
import { enquiredTherapy, THERAPY_SLUGS, therapyEnquiryPath } from './therapies';

describe('therapy enquiries', () => {
  it('gives every therapy its own address', () => {
    expect(new Set(THERAPY_SLUGS).size).toBe(THERAPY_SLUGS.length);
    THERAPY_SLUGS.forEach((slug) => expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/));
    expect(therapyEnquiryPath('speech-and-language-therapy')).toBe(
      '/contact?about=speech-and-language-therapy',
    );
  });

  it('takes the subject from one of our therapies only', () => {
    expect(enquiredTherapy('aba-therapy')).toBe('aba-therapy');
    for (const other of [null, '', 'ABA Therapy', '<script>', 'aba-therapy-x', '../login']) {
      expect(enquiredTherapy(other)).toBeUndefined();
    }
  });
});
