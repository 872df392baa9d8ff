/** The e-mail is the login and cannot be changed, so it is shown as text, never as a field. */
export function EmailReadOnly({ email }: { email: string }) {
  return (
    <div className="sm:col-span-2">
      <p className="text-base font-semibold text-ink">Email</p>
      <p className="mt-1.5 rounded-xl bg-slate-100 px-4 py-3 text-base wrap-anywhere text-ink">{email}</p>
      <p className="mt-1 text-sm text-muted">You log in with this address, so it cannot be changed here.</p>
    </div>
  );
}
