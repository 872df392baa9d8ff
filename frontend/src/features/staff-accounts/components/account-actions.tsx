import type { ConsoleAccount } from '@umang/common';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { InlineConfirm, useInlineConfirm } from '@/components/ui/inline-confirm';
import { useAccountActions } from '../hooks/use-account-actions';

interface AccountActionsProps {
  account: ConsoleAccount;
  /** The signed-in admin's own row: no Disable, so nobody locks themselves out by a slip. */
  isMe: boolean;
  /** Called once the account is disabled: the row takes focus, as this button is gone. */
  onDisabled: () => void;
}

/** Send a new code and Disable (asked in place first), with the server's refusal below them. */
export function AccountActions({ account, isMe, onDisabled }: AccountActionsProps) {
  const disableRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(disableRef);
  const actions = useAccountActions(account);

  async function disable() {
    if (await actions.disable()) {
      confirm.close();
      onDisabled();
    } else confirm.dismiss();
  }

  return (
    <div className="space-y-2">
      {confirm.open ? (
        <InlineConfirm
          layout="compact"
          question={`Disable ${account.name}’s account?`}
          detail="Their sessions end at once and they can no longer sign in. This cannot be undone."
          confirmLabel={actions.disabling ? 'Disabling…' : 'Disable account'}
          keepLabel="Keep it"
          busy={actions.disabling}
          onConfirm={() => void disable()}
          onKeep={confirm.dismiss}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={actions.sending} onClick={actions.sendCode}>
            {actions.sending ? 'Sending…' : 'Send a new code'}{' '}
            <span className="sr-only">to {account.name}</span>
          </Button>
          {!isMe && (
            <Button ref={disableRef} variant="danger-ghost" size="sm" onClick={confirm.ask}>
              Disable <span className="sr-only">{account.name}’s account</span>
            </Button>
          )}
        </div>
      )}
      {actions.problem && (
        <p role="alert" className="text-base font-medium break-words text-red-800">
          {actions.problem}
        </p>
      )}
    </div>
  );
}
