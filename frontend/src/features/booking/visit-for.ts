import type { ReactNode } from 'react';

/**
 * Who a signed-in patient books for: themselves or a family member. The family belongs
 * to another feature, so the page supplies the people and what goes under them.
 */
export interface VisitFor {
  /** One radio each, the account holder first. */
  choices: ReadonlyArray<{ value: string; label: string }>;
  chosen: string;
  onChoose: (value: string) => void;
  /** Under the choices: the form adding a family member, or a note about the family. */
  below?: ReactNode;
  /** Grows when the chosen radio should take the focus again (the form under it has closed). */
  refocus: number;
  /** Sent as `patientId`: a family member's id; undefined for the account holder. */
  patientId?: string;
  /** Restated beside Book ("for Aarav Verma") when the visit is for a family member. */
  patientName?: string;
  /** Why Book must wait: a family member being added is not saved yet. */
  unready?: string;
}
