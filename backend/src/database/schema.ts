// Every table of the product, owned by its module and gathered here for Drizzle and drizzle-kit.
export * from '../audit/audit-log.table.js';
export * from '../appointments/appointments.table.js';
export * from '../auth/otps.table.js';
export * from '../blogs/blogs.table.js';
export * from '../common/rate-limit/rate-limits.table.js';
export * from '../consent/consent-records.table.js';
export * from '../contact/enquiries.table.js';
export * from '../doctors/doctors.table.js';
export * from '../family/family-members.table.js';
export * from '../mail/mail-outbox.table.js';
export * from '../payments/payment-proofs.table.js';
export * from '../payments/receipt-counters.table.js';
export * from '../reconciliation/statements.table.js';
export * from '../users/users.table.js';
export * from '../storage/media.table.js';
export * from '../dashboard/dashboard-stats.table.js';
