import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EligibleCountry, Verification as VerificationRequest, VerificationOverview } from '@meridian/contract';
import { expect, fn, userEvent } from 'storybook/test';
import { Verification } from './Verification';

const kybCountries: EligibleCountry[] = [
  { code: 'PT', regions: [] },
  { code: 'FR', regions: [] },
  {
    code: 'US',
    regions: [
      { code: 'CA', name: 'California' },
      { code: 'DE', name: 'Delaware' },
      { code: 'NY', name: 'New York' },
      { code: 'TX', name: 'Texas' },
    ],
  },
];

/** A request of the workspace, as the API answers it (before the stories' clock, 2026-06-15 10:30 UTC). */
function request(overrides: Partial<VerificationRequest>): VerificationRequest {
  return {
    id: '0b9f3f1e-6d1c-4c55-9a55-4a3c0c5d2e11',
    level: 'silver',
    subject: 'business',
    state: 'in_progress',
    status: 'in_progress',
    reasons: [],
    retryable: false,
    country: 'PT',
    region: null,
    legalName: 'Lumen Coffee Roasters, Lda.',
    registrationNumber: null,
    expiresAt: '2026-06-16T10:00:00Z',
    decidedAt: null,
    createdAt: '2026-06-15T10:00:00Z',
    continueUrl: 'https://verify.example/s/abc',
    ...overrides,
  };
}

const basic: VerificationOverview = { tier: 'basic', domainVerified: false, silver: null, gold: null };
const silver: VerificationOverview = {
  tier: 'silver',
  domainVerified: true,
  silver: request({ state: 'approved', status: 'active', decidedAt: '2026-06-15T10:10:00Z', continueUrl: null }),
  gold: null,
};

/** The form's submit button, whatever the language. */
function submitButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new globalThis.Error('No submit button');
  return button;
}

const meta = {
  title: 'Screens/Workspace/Verification',
  component: Verification,
  args: {
    state: basic,
    canManage: true,
    kybCountries,
    enhancedCountries: kybCountries,
    businessDetailsHref: '/settings/business-details',
    onStart: fn(),
    onContinueOnPhone: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Verification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new workspace: Basic, with the Silver form. */
export const Basic: Story = {};

/** The domain is verified: Basic Plus. */
export const BasicPlus: Story = { args: { state: { ...basic, tier: 'basicPlus', domainVerified: true } } };

/** Silver reached: the enhanced verification for Gold is offered. */
export const Silver: Story = { args: { state: silver } };

/** Gold: the highest tier. */
export const Gold: Story = {
  args: {
    state: {
      ...silver,
      tier: 'gold',
      gold: request({
        level: 'gold',
        state: 'approved',
        status: 'active',
        registrationNumber: 'PT514203987',
        continueUrl: null,
      }),
    },
  },
};

/** A Silver request the person is completing: continue here or on the phone. */
export const InProgress: Story = { args: { state: { ...basic, silver: request({}) } } };

/** Resubmission asked: the reasons, and the form to start again. */
export const Rejected: Story = {
  args: {
    state: {
      ...basic,
      silver: request({
        state: 'action_required',
        status: 'rejected',
        reasons: ['The document photo is blurred: take it again in good light.'],
        retryable: true,
        continueUrl: null,
      }),
    },
  },
};

/** Enhanced verification in review: Pending, up to 24 hours. */
export const EnhancedPending: Story = {
  args: {
    state: {
      ...silver,
      gold: request({
        level: 'gold',
        state: 'under_review',
        status: 'pending',
        registrationNumber: 'PT514203987',
        continueUrl: null,
      }),
    },
  },
};

/** The handoff to a phone: a QR code and the link, mailed too. */
export const ContinueOnMobile: Story = {
  args: {
    ...InProgress.args,
    handoff: {
      url: 'http://127.0.0.1:5173/api/verification/handoff/Qm9vdHN0cmFwLXRoZS1zYW5kYm94LWhhbmRvZmYtdG9rZW4',
      expiresAt: '2026-06-15T10:40:00Z',
      mailedTo: 'ana.silva@lumencoffee.com',
    },
  },
};

/** Gold asked without a registration number: the field says it is required. */
export const GoldNeedsRegistration: Story = {
  args: { state: silver },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('input[name="registrationNumber"]')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A business in the United States: its state is asked for. */
export const BusinessJurisdiction: Story = {
  args: {
    defaultValues: { subject: 'business', legalName: 'Lumen Roasters Inc.', country: 'US' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-invalid] button, button[aria-invalid="true"]')).not.toBeNull();
  },
};

/** A viewer or developer: the tiers, and who may start a verification. */
export const ReadOnly: Story = {
  args: { canManage: false, state: { ...basic, silver: request({ continueUrl: null }) } },
};

export const Loading: Story = { args: { state: undefined } };

export const Error: Story = { args: { state: undefined, loadFailed: true } };
