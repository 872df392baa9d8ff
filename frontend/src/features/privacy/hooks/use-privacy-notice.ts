import { useQuery } from '@tanstack/react-query';
import { fetchPrivacyNotice } from '../api/privacy-api';

/** The facts the notice fills in; the same for every reader, so one cached answer serves them all. */
export const PRIVACY_NOTICE_KEY = ['privacy-notice'] as const;

export function usePrivacyNotice() {
  return useQuery({
    queryKey: PRIVACY_NOTICE_KEY,
    queryFn: ({ signal }) => fetchPrivacyNotice(signal),
    // The facts change only with a new release of the server.
    staleTime: 60 * 60 * 1000,
  });
}
