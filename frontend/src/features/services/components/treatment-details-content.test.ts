import { describe, expect, it } from 'vitest';
import { TREATMENT_SECTIONS } from '@/content/treatment-details';
import { TREATMENT_SLUGS } from '@/content/treatments';
import servicesEn from '@/locales/en/services.json';
import servicesHi from '@/locales/hi/services.json';

describe('treatment details content', () => {
  it.each(TREATMENT_SLUGS)('%s has 2 to 6 items in each section, as many in Hindi as in English', (slug) => {
    for (const { id } of TREATMENT_SECTIONS) {
      const english = servicesEn.treatments[slug][id];
      expect(english.length).toBeGreaterThanOrEqual(2);
      expect(english.length).toBeLessThanOrEqual(6);
      expect(servicesHi.treatments[slug][id]).toHaveLength(english.length);
    }
  });
});
