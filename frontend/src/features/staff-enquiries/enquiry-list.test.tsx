import type { StaffEnquiry } from '@umang/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffEnquiriesPage from '@/pages/admin/enquiries';
import { resetStaffSessionStore, useStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';

const LONG = `My son is 7.\nHe does not speak much at school.\n${'We would like to know more. '.repeat(20)}`;

const enquiry = (i: number, changes: Partial<StaffEnquiry> = {}): StaffEnquiry => ({
  _id: `enq-${i}`,
  name: `Parent ${i}`,
  email: `parent${i}@example.in`,
  phone: '9876543210',
  subject: `Speech therapy & fees ${i}`,
  message: `Hello,\nIs there a slot on Saturday? ${i}`,
  createdAt: '2026-11-22T08:15:00.000Z',
  ...changes,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(enquiries: StaffEnquiry[], total = enquiries.length) {
  const fetchMock = vi.fn(async (_url: string) =>
    json({ success: true, enquiries, total, page: 1, pageSize: 20 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/enquiries']}>
      <StaffEnquiriesPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStaffSessionStore();
  useStaffSessionStore.setState({ staffToken: 'staff-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Staff enquiries', () => {
  it('shows each message with its sender, contacts and a prefilled reply', async () => {
    const fetchMock = serve([enquiry(1), enquiry(2)]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading enquiries');

    const card = within(await screen.findByRole('article', { name: 'Speech therapy & fees 1' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/enquiries?page=1&pageSize=20');
    expect(card.getByText('Parent 1')).toBeInTheDocument();
    expect(card.getByText('22 Nov 2026, 1:45 pm')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(card.getByText(/Is there a slot on Saturday\? 1/)).toHaveTextContent(
      'Hello,\nIs there a slot on Saturday? 1',
      { normalizeWhitespace: false },
    );
    expect(card.getByRole('link', { name: 'Reply by e-mail to Parent 1' })).toHaveAttribute(
      'href',
      'mailto:parent1@example.in?subject=Re%3A%20Speech%20therapy%20%26%20fees%201',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 1–2 of 2 enquiries')).toBeInTheDocument();
  });

  it('collapses a long message behind Show more', async () => {
    serve([enquiry(1, { message: LONG }), enquiry(2)]);
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Speech therapy & fees 1' }));
    const toggle = card.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    const short = within(screen.getByRole('article', { name: 'Speech therapy & fees 2' }));
    expect(short.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nobody has written yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message when the list cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, message: 'Database is asleep' }, 503)),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
