/** The centre's dashboard: the day and the period at a glance (admin and staff). */
export default function StaffDashboardPage() {
  return (
    <h1 className="text-2xl font-bold text-ink" tabIndex={-1}>
      Dashboard
    </h1>
  );
}
