import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GuestLayout } from './GuestLayout';

describe('GuestLayout', () => {
  it('puts the page heading and content in the main landmark, named by the heading', () => {
    renderWithProviders(
      <GuestLayout heading="Log in" description="Welcome back." below="New here?" copyrightYear={2026}>
        <p>Form</p>
      </GuestLayout>,
    );
    const main = screen.getByRole('main', { name: 'Log in' });
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Log in' }));
    expect(main).toHaveTextContent('Welcome back.');
    expect(main).toHaveTextContent('Form');
    expect(main).toHaveTextContent('New here?');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Meridian');
    expect(screen.getByRole('banner')).toHaveTextContent('Meridian');
  });
});
