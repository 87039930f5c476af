import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words, not only in colour', () => {
    renderWithProviders(<StatusBadge tone="success">Active</StatusBadge>);
    expect(screen.getByText('Active')).toBeVisible();
  });
});
