import { Button } from '@/components/ui/button';
import { accountFieldId } from '../account-form';
import { useAddAccount } from '../hooks/use-add-account';
import { AccountCreated } from './account-created';
import { DoctorSelect } from './doctor-select';
import { FormAlert } from './form-alert';
import { PersonFields } from './person-fields';
import { RoleChoice } from './role-choice';

/** Add an account: the person gets a code by mail and sets their own password; the admin never sees it. */
export function AddAccountForm() {
  const { values, problems, failure, created, pending, change, submit } = useAddAccount();

  return (
    <section
      aria-labelledby="add-account-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="add-account-heading" className="text-xl font-bold text-ink">
        Add an account
      </h2>
      <p className="mt-1 text-base text-muted">
        We e-mail the person a code with which they set their own password. Nobody else ever sees it.
      </p>
      {created && (
        <div className="mt-4">
          <AccountCreated account={created} />
        </div>
      )}
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <PersonFields values={values} problems={problems} readOnly={pending} onChange={change} />
        <RoleChoice value={values.role} onChange={(role) => change('role', role)} />
        {values.role === 'doctor' && (
          <DoctorSelect
            id={accountFieldId('doctorId')}
            value={values.doctorId}
            error={problems.doctorId}
            disabled={pending}
            onChange={(doctorId) => change('doctorId', doctorId)}
          />
        )}
        <FormAlert message={failure} />
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Creating…' : 'Create account and mail the code'}
        </Button>
      </form>
    </section>
  );
}
