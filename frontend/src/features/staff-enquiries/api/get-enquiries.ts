import type { StaffEnquiriesResponse } from '@umang/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LEFT_VIEW_GC_MS } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';

export const ENQUIRIES_PAGE_SIZE = 20;

/** GET /api/admin/enquiries for one page (newest first). */
export const enquiriesPath = (page: number): string =>
  `/api/admin/enquiries?page=${page}&pageSize=${ENQUIRIES_PAGE_SIZE}`;

/** One page of enquiries; the page shown stays while the next one loads. */
export const enquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.staff.enquiries(page),
    queryFn: ({ signal }) => staffApi.get<StaffEnquiriesResponse>(enquiriesPath(page), signal),
    placeholderData: keepPreviousData,
    gcTime: LEFT_VIEW_GC_MS,
  });
