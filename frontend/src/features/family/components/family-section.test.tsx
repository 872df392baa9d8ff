import { MAX_FAMILY_MEMBERS } from '@umang/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { renderWithQuery } from '@/test/query';
import { FAMILY_MESSAGES } from '../messages';
import { fakeFamilyApi, json, makeMember } from '../testing/fake-family-api';
import { FamilySection } from './family-section';

const AARAV = makeMember('Aarav Verma', { medicalCondition: 'Mild asthma', bloodGroup: 'B+' });
const DIYA = makeMember('Diya Verma', { gender: 'Female', dob: '2021-11-30' });

function serve(...args: Parameters<typeof fakeFamilyApi>) {
  const api = fakeFamilyApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function renderSection() {
  renderWithQuery(
    <>
      <FamilySection />
      <ToastContainer />
    </>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Family' });
  await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return userEvent.setup();
}

const guardianBox = () => screen.getByRole('checkbox', { name: /I am this child’s parent or guardian/ });

const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Your family members' }))
    .getByText(name, { selector: 'p' })
    .closest('li')!;

beforeEach(() => {
  resetSessionStore();
  useSessionStore.getState().setToken('patient-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('My Profile: Family', () => {
  it('lists each member with how they are related, their birthday and their medical notes', async () => {
    serve([AARAV, DIYA]);
    await renderSection();
    expect(within(item('Aarav Verma')).getByText('Son, born 5 March 2019')).toBeInTheDocument();
    expect(within(item('Aarav Verma')).getByText('Mild asthma')).toBeInTheDocument();
    expect(within(item('Aarav Verma')).getByText('B+')).toBeInTheDocument();
    expect(within(item('Diya Verma')).getByText('Daughter, born 30 November 2021')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Diya Verma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Diya Verma' })).toBeInTheDocument();
  });

  it('says when there is nobody yet and offers to add someone', async () => {
    serve([]);
    await renderSection();
    expect(screen.getByText(FAMILY_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a family member' })).toBeInTheDocument();
  });

  it('adds a member: required fields are checked first, then the form is sent and the list shows them', async () => {
    const { sent } = serve([]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const form = screen.getByRole('form', { name: 'Add a family member' });
    expect(within(form).getByLabelText('Name (required)')).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save family member' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(FAMILY_MESSAGES.nameRequired);
    expect(within(form).getByLabelText('Name (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name (required)')).toHaveFocus();

    await user.type(within(form).getByLabelText('Name (required)'), '  Aarav Verma ');
    await user.click(within(form).getByRole('button', { name: 'Save family member' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(FAMILY_MESSAGES.relationRequired);
    expect(within(form).getByLabelText('Relation to you (required)')).toHaveFocus();

    await user.selectOptions(within(form).getByLabelText('Relation to you (required)'), 'Child');
    await user.selectOptions(within(form).getByLabelText('Gender (required)'), 'Male');
    await user.type(within(form).getByLabelText('Date of birth (required)'), '2019-03-05');
    await user.selectOptions(within(form).getByLabelText('Blood group'), 'O+');
    await user.type(within(form).getByLabelText('Allergy'), 'Peanuts');
    // A child: the parent's consent is asked, unticked, and needed before anything is sent.
    expect(guardianBox()).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save family member' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(FAMILY_MESSAGES.guardianConsentRequired);
    expect(guardianBox()).toHaveFocus();
    expect(guardianBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST')).toHaveLength(0);

    await user.click(guardianBox());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByText('Family member added')).toBeInTheDocument();
    expect(sent('POST')[0]!.body).toEqual({
      name: 'Aarav Verma',
      relation: 'child',
      dob: '2019-03-05',
      gender: 'Male',
      guardianConsent: true,
      bloodGroup: 'O+',
      allergy: 'Peanuts',
      medicalCondition: '',
    });
    expect(within(item('Aarav Verma')).getByText('Son, born 5 March 2019')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a family member' })).toHaveFocus();
  });

  it('refuses a date of birth after today', async () => {
    const { sent } = serve([]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Name (required)'), 'Aarav Verma');
    await user.selectOptions(screen.getByLabelText('Relation to you (required)'), 'Child');
    await user.type(screen.getByLabelText('Date of birth (required)'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save family member' }));
    expect(screen.getByRole('alert')).toHaveTextContent(FAMILY_MESSAGES.dobInFuture);
    expect(screen.getByLabelText('Date of birth (required)')).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);
  });

  it('Cancel closes the form without sending and gives the focus back to Add', async () => {
    const { sent } = serve([AARAV]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Name (required)'), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a family member' })).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);
  });

  it('edits a member in place, sending only what changed, and returns the focus to Edit', async () => {
    const { sent } = serve([AARAV, DIYA]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit Diya Verma' }));
    const form = screen.getByRole('form', { name: 'Edit Diya Verma' });
    expect(within(form).getByLabelText('Name (required)')).toHaveValue('Diya Verma');
    expect(within(form).getByLabelText('Gender (required)')).toHaveValue('Female');
    expect(within(form).getByLabelText('Date of birth (required)')).toHaveValue('2021-11-30');

    await user.type(within(form).getByLabelText('Medical conditions'), 'Speech delay');
    await user.click(within(form).getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByText('Family member updated')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([
      { url: `/api/user/family-members/${DIYA._id}`, body: { medicalCondition: 'Speech delay' } },
    ]);
    expect(within(item('Diya Verma')).getByText('Speech delay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Diya Verma' })).toHaveFocus();
  });

  it('removes a member only once asked again, focus starting on the safe answer', async () => {
    const { sent } = serve([AARAV, DIYA]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove Aarav Verma' }));
    const question = screen.getByRole('group', { name: 'Remove Aarav Verma from your family?' });
    expect(within(question).getByRole('button', { name: 'No, keep' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Remove Aarav Verma' })).toHaveFocus();
    expect(sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Aarav Verma' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Family member removed')).toBeInTheDocument();
    expect(sent('DELETE')[0]!.url).toBe(`/api/user/family-members/${AARAV._id}`);
    expect(screen.queryByText('Aarav Verma', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a family member' })).toHaveFocus();
  });

  it('keeps a member with visits ahead and says why beside them', async () => {
    const refusal = 'Aarav Verma has appointments ahead. Please cancel them first.';
    serve([AARAV], {
      DELETE: () => json(409, { success: false, message: refusal, code: 'member_has_appointments' }),
    });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove Aarav Verma' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await within(item('Aarav Verma')).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Remove Aarav Verma' })).toHaveFocus();
  });

  it(`stops offering Add at ${MAX_FAMILY_MEMBERS} members and says why`, async () => {
    serve(Array.from({ length: MAX_FAMILY_MEMBERS }, (_, i) => makeMember(`Child ${i + 1}`)));
    await renderSection();
    expect(screen.getByText(FAMILY_MESSAGES.limitReached)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a family member' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a new member and keeps what was typed", async () => {
    const refusal = 'An account can hold at most 8 family members.';
    serve([], { POST: () => json(409, { success: false, message: refusal, code: 'family_limit' }) });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Name (required)'), 'Aarav Verma');
    await user.selectOptions(screen.getByLabelText('Relation to you (required)'), 'Child');
    await user.selectOptions(screen.getByLabelText('Gender (required)'), 'Male');
    await user.type(screen.getByLabelText('Date of birth (required)'), '2019-03-05');
    await user.click(guardianBox());
    await user.click(screen.getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Aarav Verma');
    expect(screen.getByRole('button', { name: 'Save family member' })).toBeEnabled();
  });

  it('asks no consent for an adult, and says what the health details are for', async () => {
    const { sent } = serve([]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Name (required)'), 'Ravi Verma');
    await user.selectOptions(screen.getByLabelText('Relation to you (required)'), 'Spouse');
    await user.selectOptions(screen.getByLabelText('Gender (required)'), 'Male');
    await user.type(screen.getByLabelText('Date of birth (required)'), '1988-07-14');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/^Optional\. Helps the doctor prepare for the visit safely/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByText('Family member added')).toBeInTheDocument();
    expect(sent('POST')[0]!.body).not.toHaveProperty('guardianConsent');
  });

  it('shows a consent on record ticked and fixed, and asks it for a child added before consents were kept', async () => {
    const ISHAAN = makeMember('Ishaan Verma', { dob: '2017-02-10', guardianConsent: false });
    const { sent } = serve([DIYA, ISHAAN]);
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit Diya Verma' }));
    expect(guardianBox()).toBeChecked();
    expect(guardianBox()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Ishaan Verma' }));
    expect(guardianBox()).not.toBeChecked();
    await user.click(guardianBox());
    await user.click(screen.getByRole('button', { name: 'Save family member' }));
    expect(await screen.findByText('Family member updated')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([
      { url: `/api/user/family-members/${ISHAAN._id}`, body: { guardianConsent: true } },
    ]);
  });

  it("puts the server's call for a guardian's consent on the consent box", async () => {
    serve([], {
      POST: () =>
        json(400, {
          success: false,
          message: 'A parent or guardian must consent for a child.',
          code: 'guardian_consent_required',
        }),
    });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.type(screen.getByLabelText('Name (required)'), 'Aarav Verma');
    await user.selectOptions(screen.getByLabelText('Relation to you (required)'), 'Child');
    await user.selectOptions(screen.getByLabelText('Gender (required)'), 'Male');
    await user.type(screen.getByLabelText('Date of birth (required)'), '2019-03-05');
    await user.click(guardianBox());
    await user.click(screen.getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_MESSAGES.guardianConsentRequired);
    expect(guardianBox()).toHaveFocus();
    expect(guardianBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name (required)')).toHaveValue('Aarav Verma');
  });

  it('offers Retry when the list could not be loaded', async () => {
    let failing = true;
    serve([AARAV], { GET: () => (failing ? json(503, { success: false }) : undefined) });
    const user = await renderSection();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FAMILY_MESSAGES.loadFailed);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Aarav Verma', { selector: 'p' })).toBeInTheDocument();
  });
});
