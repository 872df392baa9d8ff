import { PaymentsScreen } from '@/features/staff-payments/components/payments-screen';

/** /admin, the console's landing screen: payment proofs waiting for a decision. */
export default function StaffPaymentsPage() {
  return <PaymentsScreen />;
}
