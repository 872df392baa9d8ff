import { useMutation } from '@tanstack/react-query';
import { getPatientHealth } from '../api/get-patient-health';

/**
 * The health details, fetched when asked for and held by this page alone. A mutation, not a
 * cached query: nothing prefetches them, nothing refetches them on focus, and no other visit
 * to the page finds them kept, so every time they are on screen one audit entry says who looked.
 */
export const usePatientHealth = (id: string) =>
  useMutation({
    mutationFn: async () => (await getPatientHealth(id)).health,
  });
