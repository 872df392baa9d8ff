import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { InlineConfirm, useInlineConfirm } from './inline-confirm';

/** A Remove button asked about inline, as the screens use it; `succeed` decides the outcome. */
function Remove({ onRemove, succeed = true }: { onRemove: () => void; succeed?: boolean }) {
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirm = useInlineConfirm(removeRef);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    await Promise.resolve();
    onRemove();
    setBusy(false);
    if (succeed) confirm.close();
    else confirm.dismiss();
  }

  if (!confirm.open) {
    return (
      <>
        <Button ref={removeRef} onClick={confirm.ask}>
          Remove
        </Button>
        <Button variant="ghost">Elsewhere</Button>
      </>
    );
  }
  return (
    <InlineConfirm
      question="Remove this item?"
      detail="It goes for good."
      confirmLabel={busy ? 'Removing…' : 'Yes, remove it'}
      keepLabel="No, keep it"
      busy={busy}
      onConfirm={() => void remove()}
      onKeep={confirm.dismiss}
    />
  );
}

describe('InlineConfirm', () => {
  it('asks in a group named by the question, with the focus on the safe answer', async () => {
    render(<Remove onRemove={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    const group = screen.getByRole('group', { name: 'Remove this item?' });
    expect(group).toHaveTextContent('It goes for good.');
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, remove it' })).toBeEnabled();
  });

  it('goes back to the button that asked on No, without acting', async () => {
    const onRemove = vi.fn();
    render(<Remove onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));

    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('is dismissed by Escape from the keyboard alone', async () => {
    const onRemove = vi.fn();
    render(<Remove onRemove={onRemove} />);
    screen.getByRole('button', { name: 'Remove' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes, remove it' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('acts on Yes and, once it worked, leaves the focus to the screen', async () => {
    const onRemove = vi.fn();
    render(<Remove onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Remove' })).not.toHaveFocus();
  });

  it('returns to the button that asked when the action failed', async () => {
    render(<Remove onRemove={vi.fn()} succeed={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    expect(await screen.findByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('holds both answers and ignores Escape while the action is on its way', async () => {
    const onKeep = vi.fn();
    render(
      <InlineConfirm
        question="Delete it?"
        confirmLabel="Deleting…"
        keepLabel="Keep it"
        busy
        onConfirm={vi.fn()}
        onKeep={onKeep}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onKeep).not.toHaveBeenCalled();
  });
});
