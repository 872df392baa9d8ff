import type { ComponentProps } from 'react';

/**
 * The looks a button can have. `danger` asks for something that cannot be taken back;
 * `neutral` is the quiet grey outline (paging, "No, keep it"); `link` reads as a link
 * inside text but acts in place (switching a form, sending a code again).
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline' | 'danger-ghost' | 'neutral' | 'link';

/** Padding of the pill-shaped variants; `link` keeps its own. */
export type ButtonSize = 'md' | 'sm' | 'xs';

const pill =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const sizes: Record<ButtonSize, string> = {
  md: 'px-5 py-2.5 text-base',
  sm: 'px-4 py-2 text-base',
  xs: 'px-3 py-1 text-base',
};

const variants: Record<Exclude<ButtonVariant, 'link'>, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  secondary: 'border border-primary bg-white text-primary hover:bg-primary-soft',
  ghost: 'text-primary hover:bg-primary-soft',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
  'danger-ghost': 'text-red-800 hover:bg-red-50',
  neutral: 'border border-slate-300 bg-white text-ink hover:bg-primary-soft',
};

// Still 44 px tall for a finger, though it looks like a link.
const link =
  'min-h-11 rounded-lg px-1 text-base font-semibold text-primary underline underline-offset-4 ' +
  'hover:text-primary-dark disabled:cursor-not-allowed disabled:text-muted disabled:no-underline';

/** The button look, for <button>s and for router <Link>s that act as calls to action. */
export const buttonClass = (
  variant: ButtonVariant = 'primary',
  extra = '',
  size: ButtonSize = 'md',
): string => `${variant === 'link' ? link : `${pill} ${sizes[size]} ${variants[variant]}`} ${extra}`.trim();

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Every button of the site that is not a widget of its own (tabs, toggles, slot grid). */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...rest} />;
}
