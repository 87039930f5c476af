import type { FormDraftProps, StepAddressProps } from '../../common/useFormSteps';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import type { InviteActionState, PendingInvite } from '../PendingInvites';
import type {
  CreateWorkspaceValues,
  OnboardingErrorKey,
  OnboardingErrors,
  OnboardingStep,
  OnboardingValues,
} from './Onboarding.rules';

/** `addressStep` and `onStepChange`: each step (joining too) has its own address. */
export interface OnboardingProps extends StepAddressProps<OnboardingStep> {
  /** Called with the whole new workspace after the last step; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: CreateWorkspaceValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `createFailed` or `network`. */
  error?: OnboardingErrorKey;
  /**
   * Server errors by form field (`name`, `country`, `website`, `phone`...): the flow returns to
   * the first step with one, and each shows until its field is edited.
   */
  fieldErrors?: OnboardingErrors;
  /** What the form starts with. */
  defaultValues?: Partial<OnboardingValues>;
  /** The step shown first. @default 'choose' */
  initialStep?: OnboardingStep;
  /**
   * Told the step and the values at first and on every change, so that the caller can keep a
   * draft (a reload then resumes where the person was, with what they typed).
   */
  onDraftChange?: FormDraftProps<OnboardingStep, OnboardingValues>['onDraftChange'];

  /** The user's pending invites, listed by the join flow. */
  invites: PendingInvite[];
  /** Called with an invite's id; a returned promise keeps the invite busy until it settles. */
  onAcceptInvite: (inviteId: string) => ActionResult;
  /** Called, after a confirmation, with an invite's id; without it the join flow only accepts. */
  onRefuseInvite?: (inviteId: string) => ActionResult;
  inviteBusy?: InviteActionState;
  inviteError?: InviteActionState;
  /** The account's email address, named in the join flow's advice on getting invited. */
  email?: string;
  /** Shows a "Log out" button in the header. */
  onLogout?: () => void;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
}
