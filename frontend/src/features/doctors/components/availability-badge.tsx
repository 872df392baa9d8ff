interface AvailabilityBadgeProps {
  available: boolean;
}

/** Availability as text with a coloured dot: the dot is decoration, the words carry it. */
export function AvailabilityBadge({ available }: AvailabilityBadgeProps) {
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium ${available ? 'text-ok' : 'text-muted'}`}>
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${available ? 'bg-green-500' : 'bg-slate-400'}`}
      />
      {available ? 'Available' : 'Not Available'}
    </p>
  );
}
