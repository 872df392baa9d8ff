import type { Doctor } from '@umang/common';

/**
 * The doctor list as the page reads it (the doctors feature owns it): a move offers
 * the free times of the appointment's doctor from it, as booking does.
 */
export interface DoctorDirectory {
  doctors: readonly Doctor[] | undefined;
  status: 'pending' | 'error' | 'success';
  /** Asks for the list again after it failed. */
  retry: () => void;
}
