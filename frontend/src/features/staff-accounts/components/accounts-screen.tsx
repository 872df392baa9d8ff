import { ConsolePage } from '@/components/layout/console-page';
import { AccountList } from './account-list';
import { AddAccountForm } from './add-account-form';

/** The admin's Accounts screen: who may sign in to the console, and adding someone new. */
export function AccountsScreen() {
  return (
    <ConsolePage
      title="Accounts"
      lead="Who can sign in to the staff console and what each person may do. Only administrators see this screen."
    >
      <div className="space-y-10">
        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading" className="mb-4 text-xl font-bold text-ink">
            Console accounts
          </h2>
          <AccountList />
        </section>
        <AddAccountForm />
      </div>
    </ConsolePage>
  );
}
