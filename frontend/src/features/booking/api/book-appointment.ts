import type { ApiResult, BookAppointmentRequest } from '@umang/common';
import { api } from '@/lib/api-client';

export interface BookAppointmentResponse extends ApiResult {
  success: true;
  message: string;
  appointmentId: string;
}

/**
 * POST /api/user/book-appointment. 409 when the slot was just taken or
 * the doctor stopped taking appointments; 429 when three unpaid bookings are held.
 */
export const bookAppointment = (request: BookAppointmentRequest): Promise<BookAppointmentResponse> =>
  api.post<BookAppointmentResponse>('/api/user/book-appointment', request);
