export const ENQUIRIES_PAGE_SIZE = 20;

/** GET /api/admin/enquiries for one page (newest first). */
export const enquiriesPath = (page: number): string =>
  `/api/admin/enquiries?page=${page}&pageSize=${ENQUIRIES_PAGE_SIZE}`;
