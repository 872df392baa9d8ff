import { CENTRE_HOURS, CENTRE_LOCATION } from '@umang/common';
import { describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';

describe('the centre in English', () => {
  it('reads the same on the site as in the mails', () => {
    expect(common.centre.hours).toBe(CENTRE_HOURS);
    expect(common.centre.location).toBe(CENTRE_LOCATION);
  });
});
