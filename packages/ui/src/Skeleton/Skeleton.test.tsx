import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('SkeletonGroup', () => {
  it('is busy and says it is loading; the shapes are hidden', () => {
    const { container } = renderWithProviders(
      <SkeletonGroup>
        <Skeleton lines={3} />
        <Skeleton variant="circle" />
      </SkeletonGroup>,
    );
    const group = container.querySelector('[aria-busy="true"]');
    expect(group).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    for (const shape of group?.querySelectorAll(':scope > :not(:first-child)') ?? []) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('takes a label of the caller’s', () => {
    renderWithProviders(
      <SkeletonGroup label="Loading payments">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByText('Loading payments')).toBeInTheDocument();
  });
});
