/**
 * Helpers for `play` functions. Stories run in every locale, so they find controls by their
 * form `name` and the submit button by its type, never by translated text.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

export function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No input named ${name}`);
  return input;
}

export function submitButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('No submit button');
  return button;
}

/**
 * Submits the form from the keyboard, as a person pressing Enter on the button would. A click
 * would leave the pointer over the button, and the screenshot would show its hover state.
 */
export async function submitForm(canvasElement: HTMLElement): Promise<void> {
  submitButton(canvasElement).focus();
  await userEvent.keyboard('{Enter}');
}

/**
 * A story's `play` that submits a form the screen must refuse: focus goes to the first of these
 * fields, each is marked invalid, and the callback (`onSubmit` unless named) is not called.
 */
export function playRefused(names: readonly [string, ...string[]], callback = 'onSubmit') {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: Record<string, unknown> }) => {
    await submitForm(canvasElement);
    const first = field(canvasElement, names[0]);
    await waitFor(() => expect(first).toHaveFocus());
    for (const name of names) await expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(args[callback]).not.toHaveBeenCalled();
  };
}

/** Example data that needs no translation. */
export const example = {
  username: 'ana.silva',
  email: 'ana.silva@example.com',
  password: 'correct-horse-battery',
  code: '482913',
  country: 'PT',
};
