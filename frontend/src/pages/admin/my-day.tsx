/** A doctor's console opens here: today's and tomorrow's appointments in time order. */
export default function MyDayPage() {
  return (
    <h1 className="text-2xl font-bold text-ink" tabIndex={-1}>
      My day
    </h1>
  );
}
