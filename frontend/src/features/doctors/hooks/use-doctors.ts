import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import { getDoctors } from '../api/get-doctors';

/** The doctor list, as every page reads it; a failure is toasted once, with the server's message. */
export const doctorsQuery = queryOptions({
  queryKey: queryKeys.doctors(),
  queryFn: ({ signal }) => getDoctors(signal),
  meta: {
    errorToast: {
      toastId: 'doctors-load',
      // Read when the toast is raised, so it is worded in the language shown then.
      get fallback() {
        return i18n.t('load.doctorsFailed');
      },
    },
  },
});

/** The doctor list with its loading and error states (fetched at start by AppProvider). */
export const useDoctors = () => useQuery(doctorsQuery);
