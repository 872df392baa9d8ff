import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A speciality as the API stores it (`Psychiatrist`), in the words of the language
 * shown. Filters, links and requests keep the stored value; a speciality the
 * `doctors:specialities` list does not know yet is shown as stored.
 */
export function useSpecialityLabel(): (speciality: string) => string {
  const { t } = useTranslation('doctors');
  return useCallback(
    (speciality: string) => {
      const labels: Record<string, string> = t('specialities', { returnObjects: true });
      return Object.hasOwn(labels, speciality) ? (labels[speciality] ?? speciality) : speciality;
    },
    [t],
  );
}
