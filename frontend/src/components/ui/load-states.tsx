import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Loading …" announced politely, with a spinner that stays still for reduced motion. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-base text-muted">
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-primary-soft border-t-primary motion-safe:animate-spin"
      />
      {children}
    </p>
  );
}

/** What went wrong, in the server's words, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
      <p className="text-base font-semibold text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-3">
        {t('load.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-base text-muted">
      {children}
    </p>
  );
}
