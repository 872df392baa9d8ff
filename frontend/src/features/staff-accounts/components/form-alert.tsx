/** A refusal that belongs to no single field, above the form's button; announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-base break-words text-red-800"
    >
      {message}
    </p>
  );
}
