import type { StaffEnquiry } from '@umang/common';
import type { EnquiryRow } from './contact.repository.js';

/** A stored enquiry as the staff console reads it. */
export function toStaffEnquiry(row: EnquiryRow): StaffEnquiry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
