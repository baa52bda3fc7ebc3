// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './switch.tsx';

afterEach(cleanup);

describe('Switch', () => {
  it('is a named switch that toggles by click, label and keyboard, and not when disabled', async () => {
    const user = userEvent.setup();
    function Labelled({ disabled }: { disabled?: boolean }) {
      const [on, setOn] = useState(false);
      return (
        <>
          <Switch id="s" checked={on} onCheckedChange={setOn} disabled={disabled} />
          <label htmlFor="s">Notify me</label>
        </>
      );
    }
    const { unmount } = render(<Labelled />);
    const control = screen.getByRole('switch', { name: 'Notify me' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await user.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('Notify me'));
    expect(control.getAttribute('aria-checked')).toBe('false');
    control.focus();
    await user.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('true');
    unmount();

    render(<Labelled disabled />);
    await user.click(screen.getByRole('switch', { name: 'Notify me' }));
    expect(screen.getByRole('switch', { name: 'Notify me' }).getAttribute('aria-checked')).toBe('false');
  });
});
