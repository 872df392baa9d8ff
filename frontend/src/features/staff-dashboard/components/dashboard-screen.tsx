import { Glance } from './glance';
import { Period } from './period';

/** The centre's dashboard: today and this week and month at a glance, then any period in charts. */
export function DashboardScreen() {
  return (
    <div className="space-y-10">
      <Glance />
      <Period />
    </div>
  );
}
