import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OnrampSettings, type OnrampSettingsView } from './OnrampSettings';

const sandbox: OnrampSettingsView = {
  enabled: false,
  provider: { name: 'Sandbox', sandbox: true },
  countries: ['PT', 'BR', 'FR'],
};

describe('OnrampSettings', () => {
  it('turns cards and bank transfers on for the workspace, naming the provider and its countries', async () => {
    let settle: () => void = () => {};
    const onChange = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithProviders(<OnrampSettings scope="workspace" workspace={sandbox} canEdit onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Cards and bank transfers' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    expect(screen.getByText('Sandbox: test payments only')).toBeInTheDocument();
    expect(screen.getByText('Brazil, France, and Portugal')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Offer cards and bank transfers' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    // While the change is sent, the switch shows where it goes and takes no other press.
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    settle();
    await waitFor(() => expect(toggle).not.toBeDisabled());
    // Settled without a new setting: it shows the saved one.
    expect(toggle).not.toBeChecked();
  });

  it('lets other members read the setting, not change it', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OnrampSettings
        scope="workspace"
        workspace={{ ...sandbox, enabled: true }}
        canEdit={false}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Offer cards and bank transfers' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Only owners and admins can change this setting.')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
  });

  it('says when no provider is set up, with nothing to turn on', () => {
    renderWithProviders(
      <OnrampSettings
        scope="workspace"
        workspace={{ enabled: false, provider: null, countries: [] }}
        canEdit
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(/No on-ramp provider is set up on this server/)).toBeInTheDocument();
  });

  it('shows loading, then a load failure with a way to try again, and a failed change', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<OnrampSettings scope="workspace" canEdit onChange={vi.fn()} />);
    expect(screen.getByText('Loading the card and bank transfer setting')).toBeInTheDocument();
    rerender(<OnrampSettings scope="workspace" canEdit onChange={vi.fn()} loadFailed onRetry={onRetry} />);
    expect(screen.getByText('The card and bank transfer setting could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<OnrampSettings scope="workspace" workspace={sandbox} canEdit onChange={vi.fn()} saveFailed />);
    expect(screen.getByText('The setting could not be changed. Try again.')).toBeInTheDocument();
  });

  it('turns it on for a link, and says when the workspace has it off', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OnrampSettings
        scope="link"
        workspace={sandbox}
        linkEnabled={false}
        canEdit
        onChange={onChange}
        workspaceHref="/settings/business-details"
      />,
    );
    expect(screen.getByText(/off for the workspace/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business details' })).toHaveAttribute(
      'href',
      '/settings/business-details',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Offer cards and bank transfers on this link' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
