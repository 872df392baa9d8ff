/** Why a proof a link asked for is not shown; a live region, so it is heard when it appears. */
export function ProofNotice({ notice }: { notice: string | null }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-ink">
          {notice}
        </p>
      )}
    </div>
  );
}
