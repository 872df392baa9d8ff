import { type ConsoleRole, isConsoleRole } from '@umang/common';
import { ChoiceRadio } from '@/components/ui/choice-radio';
import { ROLE_DUTIES, ROLE_NAMES, ROLE_ORDER } from '../messages';

interface RoleChoiceProps {
  value: ConsoleRole;
  onChange: (role: ConsoleRole) => void;
}

/** The role of a new account, each choice saying what that role may do in the console. */
export function RoleChoice({ value, onChange }: RoleChoiceProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">Role</legend>
      <div className="mt-1.5 grid gap-3 md:grid-cols-3">
        {ROLE_ORDER.map((role) => {
          const checked = role === value;
          return (
            <ChoiceRadio
              key={role}
              name="new-account-role"
              value={role}
              checked={checked}
              onChoose={(chosen) => {
                if (isConsoleRole(chosen)) onChange(chosen);
              }}
              className="block rounded-xl px-4 py-3"
            >
              <span className="block font-semibold">{ROLE_NAMES[role]}</span>
              <span className={`mt-1 block text-sm ${checked ? 'text-white' : 'text-muted'}`}>
                {ROLE_DUTIES[role]}
              </span>
            </ChoiceRadio>
          );
        })}
      </div>
    </fieldset>
  );
}
