// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand-widget.tsx';

afterEach(cleanup);

function Menu({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  return <div role="menu" aria-label={label} data-open={defaultOpen ? 'yes' : 'no'} />;
}

describe('onDemand', () => {
  it('draws the trigger, fetches the widget on hover or focus and mounts it open on the first click', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve({ default: Menu }));
    const MenuWidget = onDemand(load);
    render(
      <MenuWidget
        label="Theme"
        placeholder={(opener) => (
          <button type="button" {...opener}>
            Theme
          </button>
        )}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const menu = await screen.findByRole('menu', { name: 'Theme' });
    expect(menu.dataset.open).toBe('yes');
    expect(screen.queryByRole('button', { name: 'Theme' })).toBeNull();
  });
});
