/** A problem with the whole form, usually the server's reason; announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-base font-medium text-red-800">
      {message}
    </p>
  );
}
