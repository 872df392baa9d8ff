import { describe, expect, it } from 'vitest';
import { TREATMENT_DETAILS } from '@/content/treatment-details';
import { TREATMENT_SLUGS } from '@/content/treatments';

describe('treatment details content', () => {
  it.each(TREATMENT_SLUGS)('%s has 2 to 6 items in each section', (slug) => {
    const detail = TREATMENT_DETAILS[slug];
    for (const items of [detail.overview, detail.symptoms, detail.causes, detail.treatment]) {
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(6);
    }
  });
});
