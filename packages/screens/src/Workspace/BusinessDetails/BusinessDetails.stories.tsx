import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OnrampSettings } from '../OnrampSettings';
import { BusinessDetails } from './BusinessDetails';
import type { DomainVerificationState } from './BusinessDetailsDomain';
import type { CompanyEmailVerificationState } from './BusinessDetailsEmail';
import { exampleBusinessDetails as saved } from './BusinessDetails.examples';

const domain: DomainVerificationState = {
  host: 'lumencoffee.example',
  token: 'k3v9-QW7b-82Lm-Zp4x',
  isVerified: false,
};

const email: CompanyEmailVerificationState = { address: saved.email, isVerified: false };

// Six minutes before the stories' fixed clock (2026-06-15 10:30 UTC).
const checkedAt = '2026-06-15T10:24:00Z';

function button(canvasElement: HTMLElement, name: string): HTMLButtonElement {
  const element = canvasElement.querySelector<HTMLButtonElement>(`button[name="${name}"]`);
  if (!element) throw new Error(`No button named ${name}`);
  return element;
}

const meta = {
  title: 'Screens/Workspace/BusinessDetails',
  component: BusinessDetails,
  args: {
    onSave: fn(),
    onCheckDomain: fn(),
    onSendEmailLink: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof BusinessDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new workspace: nothing saved yet, so nothing to verify. */
export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValues: saved, domainVerification: domain, emailVerification: email },
};

/** With the workspace's payment settings under the details: cards and bank transfers, on. */
export const WithPaymentSettings: Story = {
  args: {
    ...Filled.args,
    paymentSettings: (
      <OnrampSettings
        scope="workspace"
        workspace={{ enabled: true, provider: { name: 'Sandbox', sandbox: true }, countries: ['BR', 'ES', 'FR', 'PT'] }}
        canEdit
        onChange={fn()}
      />
    ),
  },
};

export const Saving: Story = { args: { ...Filled.args, status: 'saving' } };

export const Saved: Story = { args: { ...Filled.args, status: 'saved' } };

export const SaveFailed: Story = { args: { ...Filled.args, status: 'failed' } };

/** Client checks: a legal name is needed, and a city without a street is refused rather than dropped. */
export const Invalid: Story = {
  args: { defaultValues: { ...saved, legalName: '', street: '', website: 'lumen coffee' } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    await userEvent.click(submit!);
    const legalName = canvasElement.querySelector<HTMLInputElement>('input[name="legalName"]');
    await waitFor(() => expect(legalName).toHaveFocus());
    for (const name of ['legalName', 'website', 'street']) {
      await expect(canvasElement.querySelector(`input[name="${name}"]`)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Verify domain" opens the TXT record to add, with copy buttons and the 48-hour note. */
export const DomainInstructions: Story = {
  args: Filled.args,
  play: async ({ canvasElement }) => {
    const toggle = button(canvasElement, 'verifyDomain');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(within(panel!).getByText('meridian-verification=k3v9-QW7b-82Lm-Zp4x')).toBeVisible();
  },
};

export const DomainChecking: Story = {
  args: {
    ...Filled.args,
    defaultDomainInstructionsOpen: true,
    domainVerification: { ...domain, checkStatus: 'checking' },
  },
};

export const DomainVerified: Story = {
  args: {
    ...Filled.args,
    defaultDomainInstructionsOpen: true,
    domainVerification: { ...domain, isVerified: true, lastCheck: { result: 'verified', checkedAt } },
  },
};

/** The record is not there yet (DNS may take up to 48 hours). */
export const DomainFailed: Story = {
  args: {
    ...Filled.args,
    defaultDomainInstructionsOpen: true,
    domainVerification: { ...domain, lastCheck: { result: 'notFound', checkedAt } },
  },
};

export const DomainWrongValue: Story = {
  args: {
    ...Filled.args,
    defaultDomainInstructionsOpen: true,
    domainVerification: { ...domain, lastCheck: { result: 'wrongValue', checkedAt } },
  },
};

export const EmailLinkSent: Story = {
  args: { ...Filled.args, emailVerification: { ...email, linkStatus: 'sent', lastSentAt: checkedAt } },
};

export const EmailLinkFailed: Story = {
  args: { ...Filled.args, emailVerification: { ...email, linkStatus: 'failed' } },
};

/** Developers and viewers see the details and their status without changing them. */
export const ReadOnly: Story = {
  args: {
    ...Filled.args,
    canEdit: false,
    domainVerification: { ...domain, isVerified: true },
  },
};
