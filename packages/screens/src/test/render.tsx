import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from '@meridian/ui';

/** Renders a screen with the providers the app gives it (English, light theme). */
export function renderWithProviders(
  ui: ReactElement,
  options?: RenderOptions & { locale?: string; messages?: Record<string, string> },
) {
  const { locale = 'en', messages = {}, ...rest } = options ?? {};
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <ThemeProvider>{children}</ThemeProvider>
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}

/** Clicks the button of that name, as a person would. */
export const pressButton = (name: string) => userEvent.click(screen.getByRole('button', { name }));
