import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';

type PasswordFieldProps = Omit<ComponentProps<typeof AuthField>, 'type' | 'trailing'>;

/** A password box with a Show/Hide button, so a long password can be checked before sending. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...props}
      type={shown ? 'text' : 'password'}
      // Browsers must not offer to fix the spelling of a password shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? t('password.hideLabel') : t('password.showLabel')}
          aria-controls={props.id}
          className="absolute top-1/2 right-1.5 min-h-10 min-w-16 -translate-y-1/2 rounded-lg px-3 text-base font-semibold text-primary hover:bg-primary-soft"
        >
          {shown ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
