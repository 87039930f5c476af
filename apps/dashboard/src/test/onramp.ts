import type { OnrampSettings } from '@meridian/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The workspace's cards and bank transfers as the API answers them: off, the sandbox serving Portugal and Brazil. */
export const sandboxOnramp: OnrampSettings = {
  enabled: false,
  provider: { name: 'Sandbox', sandbox: true },
  countries: ['PT', 'BR'],
};

/**
 * Turns on the cards and bank transfers switch named `name` as a person does, once the page shows
 * it off with the sandbox's countries: the toast says so, the page sent `{ enabled: true }` (read
 * by `sent`) and the switch ends on.
 */
export async function turnOnrampOn(name: string, sent: () => unknown) {
  const toggle = await screen.findByRole('switch', { name });
  expect(screen.getByText('Brazil and Portugal')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  await userEvent.click(toggle);
  expect(await screen.findByText('Cards and bank transfers turned on')).toBeInTheDocument();
  expect(sent()).toEqual({ enabled: true });
  await waitFor(() => expect(toggle).toBeChecked());
}
