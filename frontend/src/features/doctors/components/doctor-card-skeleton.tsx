/** A grey stand-in with a card's exact shape, so the grid does not jump when data arrives. */
export function DoctorCardSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-square w-full bg-slate-200" />
      {/* The card's three lines at their own line heights: badge, name, speciality. */}
      <div className="flex flex-col gap-1 p-3 sm:p-4">
        <div className="flex h-5 items-center">
          <div className="h-3 w-20 rounded bg-slate-200" />
        </div>
        <div className="flex h-[1.375rem] items-center">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
        </div>
        <div className="flex h-5 items-center">
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </div>
      </div>
    </li>
  );
}
