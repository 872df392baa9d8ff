import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearErrorToastsOnPageChange, ToastContainer, toast } from './toast';

// Without a transition the toasts leave the page as soon as they are dismissed.
const renderToasts = () => render(<ToastContainer autoClose={false} transition={undefined} />);

async function shown(show: () => void, text: string) {
  act(show);
  await screen.findByText(text);
}

const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());

beforeEach(() => {
  renderToasts();
});

afterEach(() => {
  act(() => toast.dismiss());
});

describe('error toasts', () => {
  it('go when a success toast arrives; other toasts stay', async () => {
    await shown(() => toast.error('Invalid or expired OTP'), 'Invalid or expired OTP');
    await shown(() => toast.warn('Please log in to book'), 'Please log in to book');
    await shown(() => toast.success('Account created'), 'Account created');
    await gone('Invalid or expired OTP');
    expect(screen.getByText('Please log in to book')).toBeInTheDocument();
  });

  it('go when the visitor moves to another page after seeing them', async () => {
    await shown(() => toast.error('Invalid email or password'), 'Invalid email or password');
    fireEvent.pointerDown(window);
    act(() => clearErrorToastsOnPageChange(false));
    await gone('Invalid email or password');
  });

  it('stay when they came with the move, and say why the page changed', async () => {
    fireEvent.keyDown(window, { key: 'Enter' });
    await shown(() => toast.error('Failed to load blog'), 'Failed to load blog');
    act(() => clearErrorToastsOnPageChange(false));
    await shown(() => toast.info('Still here'), 'Still here');
    expect(screen.getByText('Failed to load blog')).toBeInTheDocument();
  });

  it('go when the visitor goes Back', async () => {
    await shown(() => toast.error('Slot not available'), 'Slot not available');
    act(() => clearErrorToastsOnPageChange(true));
    await gone('Slot not available');
  });
});
