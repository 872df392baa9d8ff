import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getDoctors } from '../api/get-doctors';

/** The doctor list, as every page reads it; a failure is toasted once, with the server's message. */
export const doctorsQuery = queryOptions({
  queryKey: queryKeys.doctors(),
  queryFn: ({ signal }) => getDoctors(signal),
  meta: { errorToast: { toastId: 'doctors-load', fallback: 'Could not load the doctors.' } },
});

/** The doctor list with its loading and error states (fetched at start by AppProvider). */
export const useDoctors = () => useQuery(doctorsQuery);
