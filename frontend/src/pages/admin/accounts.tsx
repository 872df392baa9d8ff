/** Filled in next. */
export default function Page() {
  return <h1 className="text-2xl font-bold text-ink">Console accounts</h1>;
}
