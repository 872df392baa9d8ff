/** A grey stand-in with a card's shape, so the grid does not jump when the posts arrive. */
export function BlogCardSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-video w-full bg-slate-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="mt-2 h-10 w-28 rounded-full bg-slate-200" />
      </div>
    </li>
  );
}
