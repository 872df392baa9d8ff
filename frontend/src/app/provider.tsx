import { useEffect, type ReactNode } from 'react';
import { useDoctorsStore } from '@/features/doctors/store';
import { ToastContainer } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/** App-wide set-up: start-up data and the toast outlet (top-right, 5 s, Alt+T). */
export function AppProvider({ children }: { children: ReactNode }) {
  const loadDoctors = useDoctorsStore((s) => s.loadDoctors);
  const token = useSessionStore((s) => s.token);
  const loadProfile = useSessionStore((s) => s.loadProfile);

  // The doctor list is fetched once at start; many pages read it.
  useEffect(() => {
    void loadDoctors();
  }, [loadDoctors]);

  // The profile is fetched whenever the token changes; without one it is cleared.
  useEffect(() => {
    void loadProfile();
  }, [token, loadProfile]);

  return (
    <>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={5000}
        hotKeys={(event) => event.altKey && event.code === 'KeyT'}
        aria-label="Notifications (Alt+T)"
      />
    </>
  );
}
