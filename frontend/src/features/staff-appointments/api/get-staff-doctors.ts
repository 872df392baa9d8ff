/** Every doctor, including those not taking bookings, for the Doctor filter. */
export const STAFF_DOCTORS_PATH = '/api/admin/doctors';
