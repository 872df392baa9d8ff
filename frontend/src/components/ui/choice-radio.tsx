import type { ReactNode } from 'react';

interface ChoiceRadioProps {
  /** Shared by every choice of one group: the browser moves among them with the arrow keys. */
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  /** Shape and size of the pill; colours and focus come from here. */
  className: string;
  children: ReactNode;
}

const OFF = 'border-slate-300 bg-white text-ink hover:border-primary hover:bg-primary-soft';
const ON = 'border-primary bg-primary text-white shadow-sm';
// The radio itself is visually hidden, so its focus is drawn on the pill around it.
const FOCUS =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/**
 * One choice of a group (a day, a time): a native radio dressed as a pill. Native radios
 * of one name are a single Tab stop, moved with the arrow keys, and read as "1 of 11".
 */
export function ChoiceRadio({ name, value, checked, onChoose, className, children }: ChoiceRadioProps) {
  return (
    <label className={`cursor-pointer border transition-colors ${checked ? ON : OFF} ${FOCUS} ${className}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
