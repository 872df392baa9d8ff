import { AccountsScreen } from '@/features/staff-accounts/components/accounts-screen';

/** /admin/accounts (admins only): console accounts, made by invitation and disabled for good. */
export default function StaffAccountsPage() {
  return <AccountsScreen />;
}
