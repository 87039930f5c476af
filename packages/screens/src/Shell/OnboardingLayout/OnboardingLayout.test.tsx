import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OnboardingLayout } from './OnboardingLayout';

describe('OnboardingLayout', () => {
  it('shows the wordmark, the progress and the step in main', () => {
    renderWithProviders(
      <OnboardingLayout
        heading="Name your workspace"
        steps={[
          { id: 'name', label: 'Workspace' },
          { id: 'company', label: 'Company' },
        ]}
        currentStep="company"
        stepsLabel="Create a workspace"
        copyrightYear={2026}
      >
        <p>Form</p>
      </OnboardingLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Meridian');
    const main = screen.getByRole('main', { name: 'Name your workspace' });
    expect(main).toHaveTextContent('Form');
    expect(screen.getByRole('list', { name: 'Create a workspace' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2: Company, Current step')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Meridian');
  });
});
