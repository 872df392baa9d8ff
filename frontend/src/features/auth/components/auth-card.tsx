import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AuthMode } from '../hooks/use-auth-mode';
import { LoginForm } from './login-form';
import { ModeTabs } from './mode-tabs';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';

interface AuthCardProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

/** One line under the form that switches to the other mode, for whoever reaches the end of it. */
interface ModeSwitchProps {
  question: string;
  action: string;
  /** The button's name for screen readers when the visible action alone is vague ("Click here"). */
  name?: string;
  onClick: () => void;
}

function ModeSwitch({ question, action, name, onClick }: ModeSwitchProps) {
  return (
    <p className="mt-6 text-center text-base text-muted">
      {question}{' '}
      <Button variant="link" onClick={onClick} aria-label={name}>
        {action}
      </Button>
    </p>
  );
}

/** The /login card: Create Account, Login or Reset password, with the e-mail kept across them. */
export function AuthCard({ mode, onModeChange }: AuthCardProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // After a switch, screen-reader and keyboard users start again at the new heading.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [mode]);

  const switchTo = (next: AuthMode) => {
    setNotice(null);
    onModeChange(next);
  };

  const forms: Record<AuthMode, ReactNode> = {
    signup: <SignUpForm email={email} onEmailChange={setEmail} />,
    login: (
      <LoginForm
        email={email}
        onEmailChange={setEmail}
        onForgotPassword={() => switchTo('reset')}
        notice={notice}
      />
    ),
    reset: (
      <ResetPasswordForm
        email={email}
        onEmailChange={setEmail}
        onDone={(message) => {
          onModeChange('login');
          setNotice(message);
        }}
      />
    ),
  };

  return (
    <section
      aria-labelledby="auth-title"
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <ModeTabs mode={mode} onSwitch={() => setNotice(null)} />
      <img
        src="/assets/auth/welcome.svg"
        alt=""
        width={200}
        height={120}
        className="mx-auto aspect-[5/3] h-auto w-40 sm:w-48"
      />
      <h1
        id="auth-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-center text-3xl font-bold text-ink focus-visible:outline-none"
      >
        {t(`modes.${mode}.title`)}
      </h1>
      <p className="mt-2 mb-6 text-center text-base leading-relaxed text-muted">{t(`modes.${mode}.lead`)}</p>
      {forms[mode]}
      {mode === 'signup' && (
        <ModeSwitch
          question={t('switch.toLogin.question')}
          action={t('switch.toLogin.action')}
          onClick={() => switchTo('login')}
        />
      )}
      {mode === 'login' && (
        <ModeSwitch
          question={t('switch.toSignup.question')}
          action={t('switch.toSignup.action')}
          name={t('switch.toSignup.name')}
          onClick={() => switchTo('signup')}
        />
      )}
      {mode === 'reset' && (
        <ModeSwitch
          question={t('switch.fromReset.question')}
          action={t('switch.fromReset.action')}
          onClick={() => switchTo('login')}
        />
      )}
    </section>
  );
}
