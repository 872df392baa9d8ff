/** A grey stand-in with a card's shape, so the page does not jump when the list arrives. */
export function AppointmentCardSkeleton() {
  return (
    <li aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="grid grid-cols-[5rem_1fr] gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="aspect-square w-full rounded-xl bg-slate-200" />
        <div className="flex flex-col justify-center gap-3">
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="hidden h-4 w-1/2 rounded bg-slate-200 sm:block" />
        </div>
      </div>
    </li>
  );
}
