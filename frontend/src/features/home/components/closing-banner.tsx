import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { useReducedMotion } from '../hooks/use-reduced-motion';

/**
 * The last call to action: Create Account opens /login and glides to the top. A patient who
 * is signed in already has an account, so is offered booking instead.
 */
export function ClosingBanner() {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const signedIn = useSessionStore((s) => s.token !== null);
  const action = signedIn
    ? { to: '/doctors', label: t('closing.book'), text: t('closing.signedInText') }
    : { to: '/login', label: t('closing.createAccount'), text: t('closing.text') };

  return (
    <section
      aria-labelledby="closing-title"
      className="grid items-center gap-6 overflow-hidden rounded-3xl bg-primary px-6 pt-10 text-white sm:px-12 md:grid-cols-[1.3fr_1fr] md:pt-0"
    >
      <div className="md:py-12">
        <h2 id="closing-title" className="text-2xl leading-tight font-bold sm:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/90">{action.text}</p>
        <Link
          to={action.to}
          onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
          className={buttonClass('secondary', 'mt-8 px-7 py-3 text-base')}
        >
          {action.label}
        </Link>
      </div>
      <img
        src="/assets/home/appointment.svg"
        alt=""
        width={440}
        height={360}
        loading="lazy"
        decoding="async"
        className="mx-auto aspect-[11/9] h-auto w-full max-w-sm self-end"
      />
    </section>
  );
}
