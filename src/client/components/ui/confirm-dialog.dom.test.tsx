// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

const texts = {
  title: 'Delete it?',
  description: 'It cannot be undone.',
  cancelLabel: 'Cancel',
  confirmLabel: 'Delete',
};

describe('ConfirmDialog (loaded on demand)', () => {
  it('shows its trigger without the dialog, opens on the first click and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...texts} trigger={<button type="button">Remove</button>} onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete it?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens a controlled dialog with a trigger through onOpenChange, and one without a trigger when `open` turns true', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      const [other, setOther] = useState(false);
      return (
        <>
          <ConfirmDialog
            {...texts}
            open={open}
            onOpenChange={setOpen}
            trigger={<button type="button">Refund</button>}
            onConfirm={() => {}}
          />
          <button type="button" onClick={() => setOther(true)}>
            Ask
          </button>
          <ConfirmDialog {...texts} title="Other?" open={other} onOpenChange={setOther} onConfirm={() => {}} />
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete it?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alertdialog', { name: 'Other?' })).toBeTruthy();
  });
});
