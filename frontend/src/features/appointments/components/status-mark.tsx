import { useTranslation } from 'react-i18next';
import type { StatusMark as StatusMarkData, StatusTone } from '../appointment-state';

const TONES: Record<StatusTone, string> = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-700',
  ok: 'border-green-200 bg-green-50 text-ok',
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  problem: 'border-red-200 bg-red-50 text-red-800',
};

const SHAPE =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border px-5 py-2 text-base font-semibold';

function ToneIcon({ tone }: { tone: StatusTone }) {
  // Shape as well as colour tells the states apart (colour-blind readers).
  const paths: Record<StatusTone, string> = {
    neutral: 'M6 6l12 12M18 6L6 18',
    ok: 'M5 12.5l4.5 4.5L19 7.5',
    waiting: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
    problem: 'M12 8v5M12 16.5v.5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current">
      <path d={paths[tone]} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One status of an appointment. Verifying Payment... and Payment Rejected are
 * disabled buttons; they stay fully readable rather than faded.
 */
export function StatusMark({ mark }: { mark: StatusMarkData }) {
  const { t } = useTranslation('appointments');
  const label = t(`status.${mark.id}`);
  const className = `${SHAPE} ${TONES[mark.tone]}`;
  if (mark.asDisabledButton) {
    return (
      <button type="button" disabled className={`${className} cursor-not-allowed`}>
        <ToneIcon tone={mark.tone} />
        {label}
      </button>
    );
  }
  return (
    <p className={className}>
      <ToneIcon tone={mark.tone} />
      {label}
    </p>
  );
}
