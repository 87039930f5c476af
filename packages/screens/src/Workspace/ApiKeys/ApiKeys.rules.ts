import {
  API_KEY_LABEL_MAX_LENGTH,
  API_KEY_RESOURCES,
  type ApiKeyMode,
  type ApiKeyResource,
  type ApiKeyScope,
} from '@meridian/contract';

export type ApiKeyAccess = 'none' | 'read' | 'write';

export interface ApiKeyFormValues {
  label: string;
  mode: ApiKeyMode;
  access: Record<ApiKeyResource, ApiKeyAccess>;
}

export interface NewApiKey {
  label: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
}

export type ApiKeyFormError = 'labelRequired' | 'labelTooLong' | 'scopesRequired';

/** What a new key starts with: a test key that creates checkouts and reads payments and events. */
export const DEFAULT_ACCESS: Record<ApiKeyResource, ApiKeyAccess> = {
  payment_links: 'none',
  checkouts: 'write',
  payments: 'read',
  customers: 'none',
  webhooks: 'none',
  events: 'read',
  refunds: 'none',
};

export function scopesOf(access: Record<ApiKeyResource, ApiKeyAccess>): ApiKeyScope[] {
  return API_KEY_RESOURCES.flatMap((resource) => {
    const level = access[resource];
    return level === 'none' ? [] : [`${resource}:${level}` as const];
  });
}

/** What is wrong with a key's label, trimmed: missing or too long (the contract's limit). */
export function labelProblem(label: string): 'labelRequired' | 'labelTooLong' | undefined {
  const trimmed = label.trim();
  if (trimmed === '') return 'labelRequired';
  return [...trimmed].length > API_KEY_LABEL_MAX_LENGTH ? 'labelTooLong' : undefined;
}

export function validateApiKey(values: ApiKeyFormValues): Partial<Record<'label' | 'access', ApiKeyFormError>> {
  const errors: Partial<Record<'label' | 'access', ApiKeyFormError>> = {};
  const label = labelProblem(values.label);
  if (label) errors.label = label;
  if (scopesOf(values.access).length === 0) errors.access = 'scopesRequired';
  return errors;
}

export function prepareApiKey(values: ApiKeyFormValues): NewApiKey {
  return { label: values.label.trim(), mode: values.mode, scopes: scopesOf(values.access) };
}

/** A key's access as a short line: "Checkouts: read and write · Payments: read". */
export interface ResourceAccess {
  resource: ApiKeyResource;
  level: 'read' | 'write';
}

/** A key's access per resource, in the resources' order (write includes read). */
export function accessOf(scopes: readonly ApiKeyScope[]): ResourceAccess[] {
  const access: ResourceAccess[] = [];
  for (const resource of API_KEY_RESOURCES) {
    if (scopes.includes(`${resource}:write`)) access.push({ resource, level: 'write' });
    else if (scopes.includes(`${resource}:read`)) access.push({ resource, level: 'read' });
  }
  return access;
}
