import { describe, expect, it } from 'vitest';
import { THERAPIES, therapyEnquiryPath, therapyEnquirySubject, therapySlug } from './therapies';

describe('therapy enquiries', () => {
  it('gives every therapy its own address', () => {
    const slugs = THERAPIES.map(({ name }) => therapySlug(name));
    expect(new Set(slugs).size).toBe(THERAPIES.length);
    expect(therapyEnquiryPath('Speech & Language Therapy')).toBe(
      '/contact?about=speech-and-language-therapy',
    );
  });

  it('fills the subject in for one of our therapies only', () => {
    expect(therapyEnquirySubject('aba-therapy')).toBe('About ABA Therapy');
    for (const other of [null, '', 'ABA Therapy', '<script>', 'aba-therapy-x', '../login']) {
      expect(therapyEnquirySubject(other)).toBeUndefined();
    }
  });
});
