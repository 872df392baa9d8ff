import type { ConsoleAccount } from '@umang/common';
import { formatDateIN } from '@/lib/format';
import { ROLE_NAMES } from './messages';

/** "Administrator", "Staff", or "Doctor — Dr. Meera Iyer" for an account linked to a doctor. */
export function roleLabel(account: Pick<ConsoleAccount, 'role' | 'doctorName'>): string {
  const name = ROLE_NAMES[account.role];
  return account.role === 'doctor' && account.doctorName ? `${name} — ${account.doctorName}` : name;
}

export type StateTone = 'waiting' | 'ok' | 'closed';

/** The state badge's words and colour, and a line saying what it means. */
export function stateLabel(account: Pick<ConsoleAccount, 'state' | 'disabledAt'>): {
  text: string;
  tone: StateTone;
  detail?: string;
} {
  switch (account.state) {
    case 'invited':
      return { text: 'Invited', tone: 'waiting', detail: 'Waiting for them to set a password' };
    case 'active':
      return { text: 'Active', tone: 'ok' };
    case 'disabled':
      return {
        text: account.disabledAt ? `Disabled on ${formatDateIN(account.disabledAt)}` : 'Disabled',
        tone: 'closed',
      };
  }
}

/** Accounts that can still sign in or be set up: the ones a new code or Disable applies to. */
export const isOpen = (account: Pick<ConsoleAccount, 'state'>): boolean => account.state !== 'disabled';
