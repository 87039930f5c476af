/**
 * Helpers for `play` functions. Stories run in every locale, so they find controls by their
 * form `name` and the submit button by its type, never by translated text.
 */
import { userEvent } from 'storybook/test';

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

/** Example data that needs no translation. */
export const example = {
  username: 'ana.silva',
  email: 'ana.silva@example.com',
  password: 'correct-horse-battery',
  code: '482913',
  country: 'PT',
};
