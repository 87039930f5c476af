import { can, type VerificationHandoff } from '@meridian/contract';
import {
  isApiError,
  useCompany,
  useEligibleCountries,
  useStartVerification,
  useVerification,
  useVerificationHandoff,
  type StartVerification,
} from '@meridian/data';
import {
  Verification,
  type VerificationErrorKey,
  type VerificationFieldError,
  type VerificationFieldErrors,
  type VerificationStartValues,
} from '@meridian/screens';
import { useState } from 'react';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const FIELDS = ['legalName', 'registrationNumber', 'country', 'region'] as const;
const FIELD_ERRORS: Record<string, VerificationFieldError> = {
  required: 'required',
  invalid: 'invalid',
  type: 'invalid',
  not_allowed: 'notAllowed',
  too_long: 'tooLong',
};

/** What the form shows for a refused start: the fields the API names, or one line for the rest. */
function startErrors(error: unknown): { error?: VerificationErrorKey; fieldErrors?: VerificationFieldErrors } {
  if (!error) return {};
  if (isApiError(error)) {
    if (error.code === 'PROVIDER_UNAVAILABLE') return { error: 'unavailable' };
    const fieldErrors: VerificationFieldErrors = {};
    for (const { field, code } of error.fieldErrors) {
      const name = FIELDS.find((candidate) => candidate === field);
      if (name)
        fieldErrors[name] =
          name === 'region' && code === 'required' ? 'regionRequired' : (FIELD_ERRORS[code] ?? 'invalid');
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  return { error: 'failed' };
}

function toRequest(values: VerificationStartValues): StartVerification {
  switch (values.kind) {
    case 'identity':
      return { kind: 'identity', body: {} };
    // The body is the form's fields only: the request refuses any other (the `kind` that tells
    // the three apart here), and a country without states sends no region.
    case 'business': {
      const { legalName, country, region } = values;
      const body = { legalName, country, ...(region ? { region } : {}) };
      return { kind: 'business', body: body as Extract<StartVerification, { kind: 'business' }>['body'] };
    }
    case 'enhanced': {
      const { registrationNumber, country, region } = values;
      const body = { registrationNumber, country, ...(region ? { region } : {}) };
      return { kind: 'enhanced', body: body as Extract<StartVerification, { kind: 'enhanced' }>['body'] };
    }
  }
}

/**
 * /settings/verification: the tiers and where the workspace stands. Owners and admins start a
 * verification (Silver, then Gold) and continue it here or on a phone; the page follows the
 * provider's decision over the live channel (the `workspace` topic reloads the state).
 */
export default function VerificationRoute() {
  usePageTitle(pageNames.verification);
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const canManage = can(workspace.role, 'manageBusiness');
  const state = useVerification(companyId);
  const company = useCompany(companyId);
  const kyb = useEligibleCountries('kyb', { enabled: canManage });
  const enhanced = useEligibleCountries('enhanced', { enabled: canManage });
  const start = useStartVerification(companyId);
  const handoffMutation = useVerificationHandoff(companyId);
  const [handoff, setHandoff] = useState<VerificationHandoff | null>(null);
  const [handoffError, setHandoffError] = useState(false);
  const errors = startErrors(start.error);
  const details = company.data;

  return (
    <Verification
      state={state.data}
      loadFailed={state.error !== undefined && !state.data}
      onRetry={() => void state.mutate()}
      canManage={canManage}
      kybCountries={kyb.data?.countries ?? []}
      enhancedCountries={enhanced.data?.countries ?? []}
      defaultValues={{
        legalName: details?.legalName ?? '',
        registrationNumber: details?.registrationNumber ?? '',
      }}
      businessDetailsHref={paths.businessDetails}
      onStart={async (values) => {
        setHandoff(null);
        await start.trigger(toRequest(values)).catch(() => undefined);
      }}
      startError={start.isMutating ? undefined : errors.error}
      fieldErrors={errors.fieldErrors}
      onContinueOnPhone={async (verificationId) => {
        setHandoffError(false);
        try {
          setHandoff(await handoffMutation.trigger(verificationId));
        } catch {
          setHandoffError(true);
        }
      }}
      handoff={handoff}
      handoffError={handoffError}
    />
  );
}
