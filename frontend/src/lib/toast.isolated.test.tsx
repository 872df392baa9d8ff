import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toasts from './toast';

// The library is fetched after the first screen; the test setup loads it at once, so
// each test here takes a fresh copy of the wrapper that has not fetched it yet.
let toasts: typeof Toasts;
beforeEach(async () => {
  vi.resetModules();
  toasts = await import('./toast');
});

const texts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('toasts raised before the library arrives', () => {
  it('are shown once it has, in order, one per toast id', async () => {
    const { toast, ToastContainer } = toasts;
    toast.error('Network error');
    toast.warn('Please log in to book', { toastId: 'booking-login' });
    toast.warn('Please log in to book', { toastId: 'booking-login' });
    toast.info('Still here');
    render(<ToastContainer autoClose={false} transition={undefined} />);
    await waitFor(() => expect(texts()).toEqual(['Network error', 'Please log in to book', 'Still here']));
  });

  it('can be dismissed while they wait, one or all', async () => {
    const { toast, ToastContainer, loadToasts } = toasts;
    const gone = toast.error('Invalid or expired OTP');
    toast.success('Account created', { toastId: 'created' });
    toast.dismiss(gone);
    render(<ToastContainer autoClose={false} transition={undefined} />);
    await screen.findByText('Account created');
    expect(screen.queryByText('Invalid or expired OTP')).not.toBeInTheDocument();
    act(() => toast.dismiss());
    toast.info('After all');
    await loadToasts();
    await screen.findByText('After all');
    await waitFor(() => expect(texts()).toEqual(['After all']));
  });

  it('an error raised before the visitor moved on does not wait to be shown on the next page', async () => {
    const { toast, ToastContainer, clearErrorToastsOnPageChange } = toasts;
    toast.error('Failed to save');
    window.dispatchEvent(new Event('pointerdown'));
    clearErrorToastsOnPageChange(false);
    toast.info('Saved later');
    render(<ToastContainer autoClose={false} transition={undefined} />);
    await screen.findByText('Saved later');
    expect(screen.queryByText('Failed to save')).not.toBeInTheDocument();
  });
});

describe('the toast outlet', () => {
  it('fetches the library once the page is idle, with no toast asked for', async () => {
    const { ToastContainer, toast } = toasts;
    render(<ToastContainer autoClose={false} transition={undefined} />);
    // jsdom has no requestIdleCallback: the outlet falls back to a short timer.
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
    act(() => void toast.success('Profile updated'));
    await screen.findByText('Profile updated');
  });
});
