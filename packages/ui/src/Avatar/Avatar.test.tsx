import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the person’s name as its text alternative', () => {
    renderWithProviders(<Avatar name="Ana Souza" src="/ana.png" />);
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', '/ana.png');
  });

  it('falls back to the initials when the picture fails to load', () => {
    renderWithProviders(<Avatar name="Ana Maria Souza" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana Maria Souza' }));
    const avatar = screen.getByRole('img', { name: 'Ana Maria Souza' });
    expect(avatar.tagName).not.toBe('IMG');
    expect(avatar).toHaveTextContent('AS');
  });

  it('tries a new picture after one failed', () => {
    const { rerender } = renderWithProviders(<Avatar name="Ana Souza" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar name="Ana Souza" src="/ana.png" />);
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', '/ana.png');
  });

  it('is decorative without a name, or when asked to be', () => {
    renderWithProviders(
      <>
        <Avatar />
        <Avatar name="Ana Souza" isDecorative />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes whole letters from the first and last words', () => {
    expect(initialsOf('ana maria souza')).toBe('AS');
    expect(initialsOf('Émile')).toBe('É');
    expect(initialsOf('  José   Álvarez ')).toBe('JÁ');
    expect(initialsOf('(Kwame) Mensah')).toBe('KM');
  });
});
