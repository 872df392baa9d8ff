interface AvailabilitySwitchProps {
  doctorName: string;
  available: boolean;
  /** The change is on its way: further presses wait for the answer. */
  pending: boolean;
  onToggle: () => void;
}

/**
 * The "Available" switch of one doctor. It stays focusable while the change is
 * sent (a disabled button would drop keyboard focus), and ignores presses then.
 */
export function AvailabilitySwitch({ doctorName, available, pending, onToggle }: AvailabilitySwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={available}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!pending) onToggle();
        }}
        className="group inline-flex min-h-11 items-center gap-3 rounded-full py-1 pr-2 text-base font-semibold text-ink"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-7 w-12 shrink-0 rounded-full border-2 transition-colors ${
            available ? 'border-primary bg-primary' : 'border-slate-500 bg-slate-200'
          } ${pending ? 'opacity-70' : ''}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
              available ? 'translate-x-5' : 'translate-x-0 border border-slate-500'
            }`}
          />
        </span>
        <span>
          Available<span className="sr-only">: {doctorName}</span>
        </span>
      </button>
      <span className={`text-base ${available ? 'text-ok' : 'text-muted'}`}>
        {pending ? 'Saving…' : available ? 'Taking bookings' : 'Not taking bookings'}
      </span>
    </div>
  );
}
