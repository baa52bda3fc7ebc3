// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onDemandForm, type FormLogic, type FormViewProps } from './on-demand-form.tsx';

/**
 * A form rendered on the server, hydrated, then replaced by its real version when the logic
 * arrives: what the visitor did in between must carry over. Each test declares its own form,
 * since a declaration keeps its loaded logic for the tab's life.
 */
const Schema = z.object({
  name: z.string().min(1, 'Name is required').max(20),
  email: z.email('Invalid email'),
  note: z.string(),
});

interface ViewProps extends FormViewProps<'name' | 'email' | 'note'> {
  error?: string;
  sending?: boolean;
}

function View({ id, form, field, error, sending = false }: ViewProps) {
  return (
    <form method="post" {...form} noValidate aria-label="test form">
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} {...field('name')} />
      <label htmlFor={`${id}-email`}>Email</label>
      <input id={`${id}-email`} {...field('email')} />
      <label htmlFor={`${id}-note`}>Note</label>
      <textarea id={`${id}-note`} {...field('note')} />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">{sending ? 'Sending' : 'Send'}</button>
    </form>
  );
}

function declareForm() {
  const sent = vi.fn<(values: z.output<typeof Schema>) => void>();
  const useLogic: FormLogic<{ note?: string }, typeof Schema, ViewProps> = (_props, form) => ({
    onValid: async (values) => sent(values),
    view: {
      error: form.formState.errors.name?.type ?? form.formState.errors.email?.type,
      sending: form.formState.isSubmitting,
    },
  });
  let arrive: (logic: typeof useLogic) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const logic = vi.fn(
    () =>
      new Promise<typeof useLogic>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const Form = onDemandForm({
    View,
    defaults: ({ note }: { note?: string }) => ({ name: '', email: '', note: note ?? '' }),
    schema: () => Promise.resolve(Schema),
    logic,
  });
  return {
    Form,
    sent,
    logic,
    /** Lets the logic module's import resolve and waits for the real form to replace the server's. */
    arrive: async () => {
      const before = screen.getByLabelText('Name');
      await act(async () => arrive(useLogic));
      await waitFor(() => expect(screen.getByLabelText('Name')).not.toBe(before));
    },
    fail: async () => act(async () => fail(new Error('offline'))),
  };
}

/** Renders on the "server", puts the HTML in the page and hydrates it, as the browser does. */
function serverRenderAndHydrate(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return render(ui, { container, hydrate: true });
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('onDemandForm', () => {
  it('hydrates the server markup without a mismatch and loads no logic before an interaction', () => {
    const consoleError = vi.spyOn(console, 'error');
    const { Form, logic } = declareForm();
    serverRenderAndHydrate(<Form note="Hello" />);
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'Hello');
    expect(screen.getByRole('form', { name: 'test form' }).getAttribute('method')).toBe('post');
    expect(logic).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('carries the typed values, the focused control and its caret into the real form', async () => {
    const user = userEvent.setup();
    const { Form, logic, arrive } = declareForm();
    serverRenderAndHydrate(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Note'), 'first line');
    expect(logic).toHaveBeenCalledTimes(1);
    const note = screen.getByLabelText('Note');
    if (!(note instanceof HTMLTextAreaElement)) throw new Error('the note is a textarea');
    note.setSelectionRange(2, 5, 'backward');

    await arrive();

    const realNote = screen.getByLabelText('Note');
    if (!(realNote instanceof HTMLTextAreaElement)) throw new Error('the note is a textarea');
    expect(realNote).not.toBe(note);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
    expect(realNote.value).toBe('first line');
    expect(document.activeElement).toBe(realNote);
    expect([realNote.selectionStart, realNote.selectionEnd, realNote.selectionDirection]).toEqual([2, 5, 'backward']);
    // Typing goes on where the caret was, replacing the selected text.
    await user.keyboard('X');
    expect(realNote.value).toBe('fiX line');
  });

  it('keeps text typed into the server HTML before hydration', async () => {
    const { Form, arrive } = declareForm();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const name = container.querySelector('input[name="name"]');
    if (!(name instanceof HTMLInputElement)) throw new Error('no name input');
    name.value = 'Typed early';
    render(<Form />, { container, hydrate: true });
    await userEvent.setup().click(screen.getByLabelText('Email'));
    await arrive();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Typed early');
  });

  it('submits an early submit once, with the values, after the logic arrived', async () => {
    const user = userEvent.setup();
    const { Form, sent, arrive } = declareForm();
    serverRenderAndHydrate(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).not.toHaveBeenCalled();

    await arrive();

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', note: '' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('validates an early submit: an invalid form shows its error and sends nothing', async () => {
    const user = userEvent.setup();
    const { Form, sent, arrive } = declareForm();
    serverRenderAndHydrate(<Form />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await arrive();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'required');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends nothing without an early submit, and validates the fields the visitor left', async () => {
    const user = userEvent.setup();
    const { Form, sent, arrive } = declareForm();
    serverRenderAndHydrate(<Form />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    await arrive();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'required');
    expect(sent).not.toHaveBeenCalled();
  });

  it('fetches the logic again on the next interaction after a failed fetch', async () => {
    const user = userEvent.setup();
    const { Form, logic, fail, arrive } = declareForm();
    serverRenderAndHydrate(<Form />);
    await user.click(screen.getByLabelText('Name'));
    await fail();
    expect(logic).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(logic).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'a');
  });

  it('renders the real form straight away once the logic is loaded in this tab', async () => {
    const user = userEvent.setup();
    const { Form, logic, arrive } = declareForm();
    const first = serverRenderAndHydrate(<Form />);
    await user.click(screen.getByLabelText('Name'));
    await arrive();
    first.unmount();
    render(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Bo');
    expect(logic).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'invalid_email');
  });
});
