import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof AuthField>,
  'name' | 'label' | 'type' | 'autoComplete' | 'maxLength'
>;

/** The e-mail box of the account forms (one address is shared by all three; see AuthCard). */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('auth');
  // 254: the longest address mail servers deliver to.
  return (
    <AuthField
      name="email"
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      maxLength={254}
      {...props}
    />
  );
}
