import type { ConsoleAccount } from '@umang/common';
import { useEffect, useRef } from 'react';
import { roleLabel } from '../account-labels';
import { CODE_MINUTES, SET_PASSWORD_PATH } from '../messages';

/**
 * Says the account was made and what happens next. It takes focus when it appears, so the
 * keyboard and a screen reader land on it rather than on a form that has just been emptied.
 */
export function AccountCreated({ account }: { account: ConsoleAccount }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [account]);
  const address = `${window.location.origin}${SET_PASSWORD_PATH}`;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-green-300 bg-green-50 p-4 text-base text-green-950 focus:outline-2 focus:outline-offset-2 focus:outline-accent"
    >
      <p className="font-semibold break-words">
        Account created for {account.name} ({roleLabel(account)}).
      </p>
      <p className="mt-1 break-words">
        We mailed a six-digit code to {account.email}. It is valid for {CODE_MINUTES} minutes. They open{' '}
        <strong className="break-all">{address}</strong>, enter their e-mail, the code and a password of their
        own. If the code runs out first, use “Send a new code” in the list above.
      </p>
    </div>
  );
}
