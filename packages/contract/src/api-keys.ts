// API keys as a workspace's members manage them (GET, POST /company/{id}/api-keys; PATCH,
// DELETE /company/{id}/api-keys/{keyId}): the structs of api-key-routes.ts. The secret itself is
// answered once, when a key is created or rolled; afterwards only its prefix and last four
// characters are shown.
import { array, enums, object, refine, string, type Infer } from 'superstruct';
import { API_KEY_MODES, type ApiKeyMode } from './api-key-format';
import { requiredText } from './phone';
import { annotate, nullable, optional } from './schema';
import { passwordText } from './text';
import { DateTime, Uuid } from './ids';

/** What a key may reach; each has `:read` and `:write` scopes, and write implies read. */
export const API_KEY_RESOURCES = [
  'payment_links',
  'checkouts',
  'payments',
  'customers',
  'webhooks',
  'events',
  'refunds',
] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];

export const API_KEY_SCOPES = API_KEY_RESOURCES.flatMap((resource) => [`${resource}:read`, `${resource}:write`]) as [
  `${ApiKeyResource}:read` | `${ApiKeyResource}:write`,
  ...(`${ApiKeyResource}:read` | `${ApiKeyResource}:write`)[],
];
export type ApiKeyScope = `${ApiKeyResource}:${'read' | 'write'}`;

/** Whether a key's scopes allow `needed` (`x:write` allows `x:read`). */
export function hasScope(scopes: readonly string[], needed: ApiKeyScope): boolean {
  if (scopes.includes(needed)) return true;
  return needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write'));
}

/** How long a rolled key keeps working beside its replacement: `none` stops it at once. */
export const API_KEY_ROLL_EXPIRIES = ['none', '1h', '24h', '7d'] as const;
export type ApiKeyRollExpiry = (typeof API_KEY_ROLL_EXPIRIES)[number];
export const API_KEY_ROLL_EXPIRY_MS: Readonly<Record<ApiKeyRollExpiry, number>> = {
  none: 0,
  '1h': 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
};

export const API_KEY_LABEL_MAX_LENGTH = 80;

export const ApiKeyModeStruct = annotate(enums(API_KEY_MODES), {
  description: 'test (sees and makes test objects only) or live',
});
export const ApiKeyScopeStruct = enums(API_KEY_SCOPES);
const ApiKeyLabel = requiredText(API_KEY_LABEL_MAX_LENGTH);
const ConfirmPassword = annotate(passwordText(), { format: 'password' });

const Scopes = annotate(
  refine(array(ApiKeyScopeStruct), 'required', (value) => value.length > 0 || 'Choose at least one scope'),
  { minItems: 1 },
);

/** A key as its workspace lists it: never the secret. */
export const ApiKey = object({
  id: Uuid,
  label: string(),
  mode: ApiKeyModeStruct,
  /** `mrd_test_` or `mrd_live_`. */
  prefix: string(),
  /** The key's last four characters, to tell keys apart. */
  lastFour: string(),
  scopes: array(ApiKeyScopeStruct),
  createdAt: DateTime,
  /** Counted at most once a minute. */
  lastUsedAt: nullable(DateTime),
  /** When the key stops working (a rolled key), or null. */
  expiresAt: nullable(DateTime),
});
export type ApiKey = Infer<typeof ApiKey>;

export const ApiKeyListResponse = object({ apiKeys: array(ApiKey) });
export type ApiKeyListResponse = Infer<typeof ApiKeyListResponse>;

/**
 * POST /company/{id}/api-keys. `password`: asked when the last login is older than 15 minutes
 * (REAUTHENTICATION_REQUIRED without it).
 */
export const CreateApiKeyRequest = object({
  label: ApiKeyLabel,
  mode: ApiKeyModeStruct,
  scopes: Scopes,
  password: optional(ConfirmPassword),
});
export type CreateApiKeyRequest = Infer<typeof CreateApiKeyRequest>;

/** A key just made (created or rolled): its secret, answered this once and never again. */
export const CreatedApiKey = object({
  apiKey: ApiKey,
  secret: annotate(string(), { description: 'The whole key: shown once, store it now' }),
});
export type CreatedApiKey = Infer<typeof CreatedApiKey>;

/**
 * PATCH /company/{id}/api-keys/{keyId}: a new label, or a roll (a new key with the same label,
 * mode and scopes; the old one keeps working until `expiresIn` from now, or stops at once with
 * `none`). A roll answers the new key's secret and needs the password like a creation.
 */
export const UpdateApiKeyRequest = object({
  label: optional(ApiKeyLabel),
  roll: optional(object({ expiresIn: enums(API_KEY_ROLL_EXPIRIES) })),
  password: optional(ConfirmPassword),
});
export type UpdateApiKeyRequest = Infer<typeof UpdateApiKeyRequest>;

/** PATCH's answer: the key as listed, and after a roll the new key with its secret. */
export const UpdatedApiKey = object({ apiKey: ApiKey, rolled: optional(CreatedApiKey) });
export type UpdatedApiKey = Infer<typeof UpdatedApiKey>;

/** DELETE /company/{id}/api-keys/{keyId}: revoked at once; `password` as for a creation. */
export const RevokeApiKeyRequest = object({ password: optional(ConfirmPassword) });
export type RevokeApiKeyRequest = Infer<typeof RevokeApiKeyRequest>;

export type { ApiKeyMode };
