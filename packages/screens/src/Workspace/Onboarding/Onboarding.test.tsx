import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Onboarding, type OnboardingProps } from './Onboarding';
import { pricingCurrency, type OnboardingValues } from './Onboarding.rules';

const complete: Partial<OnboardingValues> = {
  choice: 'create',
  name: 'Lumen Coffee Roasters',
  size: '11-50',
  country: 'PT',
  website: '',
  useCases: ['online_store'],
  phone: '+351 912 345 678',
};

function renderOnboarding(props: Partial<OnboardingProps> = {}) {
  const onSubmit = vi.fn();
  const onAcceptInvite = vi.fn();
  const view = renderWithProviders(
    <Onboarding invites={[]} onSubmit={onSubmit} onAcceptInvite={onAcceptInvite} copyrightYear={2026} {...props} />,
  );
  const rerender = (next: Partial<OnboardingProps>) =>
    view.rerender(
      <Onboarding
        invites={[]}
        onSubmit={onSubmit}
        onAcceptInvite={onAcceptInvite}
        copyrightYear={2026}
        {...props}
        {...next}
      />,
    );
  return { onSubmit, onAcceptInvite, rerender };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const pressContinue = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('Onboarding', () => {
  it('tells the step and the values as they change, for a draft', async () => {
    const onDraftChange = vi.fn();
    renderOnboarding({ initialStep: 'name', defaultValues: { choice: 'create' }, onDraftChange });
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 'name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Workspace name' }), 'Lumen');
    expect(onDraftChange).toHaveBeenLastCalledWith({
      step: 'name',
      values: expect.objectContaining({ choice: 'create', name: 'Lumen' }),
      // Onboarding has no number field: no text kept as typed.
      typed: {},
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 'company' }));
  });

  it('starts with the choice between creating and joining, and asks for one', async () => {
    renderOnboarding();
    expect(heading()).toHaveTextContent('Welcome to Meridian');
    await pressContinue();
    expect(screen.getByRole('radiogroup', { name: 'How do you want to start?' })).toHaveAccessibleDescription(
      'Choose one to continue',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Create a workspace' }));
    await pressContinue();
    expect(heading()).toHaveTextContent('Name your workspace');
    expect(screen.getByText('Step 1 of 4: Workspace, Current step')).toBeInTheDocument();
  });

  it('needs a workspace name', async () => {
    renderOnboarding({ initialStep: 'name' });
    await pressContinue();
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(screen.getByText('Enter a name for your workspace')).toBeInTheDocument();
    await userEvent.type(name, 'Lumen Coffee Roasters');
    await pressContinue();
    expect(heading()).toHaveTextContent('Tell us about your company');
  });

  it('asks to select the company size, then to specify it when other is chosen', async () => {
    renderOnboarding({ initialStep: 'company', defaultValues: { ...complete, size: null } });
    await pressContinue();
    expect(screen.getByText('Please select your company size')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Tell us about your company');

    await userEvent.click(screen.getByRole('button', { name: /Company size/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Other' }));
    expect(screen.queryByText('Please select your company size')).not.toBeInTheDocument();
    const other = screen.getByRole('textbox', { name: 'Describe your company size' });
    expect(other).toBeInvalid();
    expect(screen.getByText('Please specify your company size')).toBeInTheDocument();
    await userEvent.type(other, 'Seasonal, up to 30 people');
    await pressContinue();
    expect(heading()).toHaveTextContent('How will you use Meridian?');
  });

  it('checks the website address after adding https://', async () => {
    renderOnboarding({ initialStep: 'company', defaultValues: { ...complete, website: 'not a website' } });
    await pressContinue();
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
      'Optional. We add https:// when you leave it out. Enter a valid website address, like example.com',
    );
  });

  it('asks for at least one use case, and to specify the other one', async () => {
    renderOnboarding({ initialStep: 'useCases', defaultValues: { ...complete, useCases: [] } });
    await pressContinue();
    expect(screen.getByText('Select at least one use case')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByText('Please specify your use case')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe your use case' }), 'Event tickets');
    await pressContinue();
    expect(heading()).toHaveTextContent('How can we reach you?');
  });

  it('asks for a plausible contact phone', async () => {
    renderOnboarding({ initialStep: 'phone', defaultValues: { ...complete, phone: '12ab' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(screen.getByRole('textbox', { name: 'Contact phone' })).toBeInvalid();
    expect(screen.getByText('Enter a valid phone number, for example +44 7400 123456')).toBeInTheDocument();
  });

  it('sends the whole workspace, with the website normalised and only the answers that apply', async () => {
    const { onSubmit } = renderOnboarding({ initialStep: 'company', defaultValues: complete });
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), '  lumencoffee.com ');
    await pressContinue();
    await pressContinue();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Lumen Coffee Roasters',
      size: '11-50',
      country: 'PT',
      currency: 'EUR',
      websiteUrl: 'https://lumencoffee.com',
      useCases: ['online_store'],
      phone: '+351 912 345 678',
    });
  });

  it('prices in the country’s currency until another is chosen', async () => {
    expect(pricingCurrency({ country: 'JP', currency: null })).toBe('JPY');
    expect(pricingCurrency({ country: 'JP', currency: 'USD' })).toBe('USD');
    const { onSubmit } = renderOnboarding({ initialStep: 'company', defaultValues: { ...complete, country: 'ES' } });
    const currency = () => screen.getByRole('button', { name: /Pricing currency/ });
    expect(currency()).toHaveTextContent('EUR · Euro');
    await userEvent.click(currency());
    await userEvent.click(await screen.findByRole('option', { name: 'USD · US Dollar' }));
    expect(currency()).toHaveTextContent('USD · US Dollar');
    await pressContinue();
    await pressContinue();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'ES', currency: 'USD' }));
  });

  it('drops an empty website and sends the descriptions of other', async () => {
    const { onSubmit } = renderOnboarding({
      initialStep: 'phone',
      defaultValues: {
        ...complete,
        size: 'other',
        sizeOther: ' About 30 ',
        useCases: ['donations', 'other'],
        useCaseOther: 'Event tickets',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    const [values] = onSubmit.mock.calls[0]!;
    expect(values).toEqual({
      name: 'Lumen Coffee Roasters',
      size: 'other',
      sizeOther: 'About 30',
      country: 'PT',
      currency: 'EUR',
      useCases: ['donations', 'other'],
      useCaseOther: 'Event tickets',
      phone: '+351 912 345 678',
    });
    expect(values).not.toHaveProperty('websiteUrl');
  });

  it('keeps every answer when creating fails, and going back shows them', async () => {
    const { rerender } = renderOnboarding({ initialStep: 'phone', defaultValues: complete });
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    rerender({ status: 'submitting' });
    expect(screen.getByRole('button', { name: 'Create workspace' })).toHaveAttribute('data-pending', 'true');
    rerender({ status: 'idle', error: 'createFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not create your workspace. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+351 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Workspace name' })).toHaveValue('Lumen Coffee Roasters');
  });

  it('returns to the step of a server field error', async () => {
    const { rerender } = renderOnboarding({ initialStep: 'phone', defaultValues: complete });
    rerender({ fieldErrors: { website: 'websiteInvalid' } });
    expect(heading()).toHaveTextContent('Tell us about your company');
    expect(screen.getByRole('textbox', { name: 'Website' })).toBeInvalid();
  });

  it('says how to get invited when there is no invite', () => {
    renderOnboarding({ initialStep: 'join', email: 'ana.silva@example.com' });
    expect(
      screen.getByText(
        'Ask an owner or an admin of the workspace to invite you at ana.silva@example.com. The invite will show here.',
      ),
    ).toBeInTheDocument();
  });

  it('accepts an invite from the join flow', async () => {
    const { onAcceptInvite } = renderOnboarding({
      initialStep: 'join',
      invites: [{ id: 'inv-1', workspaceName: 'Atlas Outdoor Supply', invitedBy: 'Marta Costa', role: 'admin' }],
    });
    const invite = screen.getByRole('article', { name: 'Atlas Outdoor Supply' });
    expect(invite).toHaveTextContent('You would join as Admin');
    await userEvent.click(within(invite).getByRole('button', { name: 'Accept the invite to Atlas Outdoor Supply' }));
    expect(onAcceptInvite).toHaveBeenCalledExactlyOnceWith('inv-1');
  });
});
