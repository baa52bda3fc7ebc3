// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a named checkbox that toggles by click, label and Space, not by Enter', async () => {
    const user = userEvent.setup();
    function Labelled() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Checkbox id="c" checked={on} onCheckedChange={setOn} />
          <label htmlFor="c">I accept</label>
        </>
      );
    }
    render(<Labelled />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('I accept'));
    expect(box.getAttribute('aria-checked')).toBe('false');
    box.focus();
    await user.keyboard('{Enter}');
    expect(box.getAttribute('aria-checked')).toBe('false');
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
  });

  it('shows a partly selected list as mixed, and selects all from there', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox checked="indeterminate" onCheckedChange={onCheckedChange} aria-label="Select all" />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box.getAttribute('aria-checked')).toBe('mixed');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
