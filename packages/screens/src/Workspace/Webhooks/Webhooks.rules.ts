import { checkWebhookUrl, type Environment, type WebhookEventType } from '@meridian/contract';

/** What the create form may say about its fields (the server's refusals included). */
export type WebhookUrlErrorKey =
  | 'urlRequired'
  | 'urlInvalid'
  | 'urlTooLong'
  | 'urlCredentials'
  | 'urlHttpsRequired'
  | 'urlPrivateAddress'
  | 'urlUnresolvable';

export interface WebhookCreateValues {
  url: string;
  description: string;
  /** Chosen once: the endpoint hears this mode's events (and the workspace's own). */
  mode: Environment;
  eventTypes: WebhookEventType[];
}

export type WebhookCreateErrors = Partial<{ url: WebhookUrlErrorKey; eventTypes: 'eventsRequired' }>;

const URL_KEYS = {
  required: 'urlRequired',
  invalid: 'urlInvalid',
  too_long: 'urlTooLong',
  credentials: 'urlCredentials',
} as const;

/** The checks the contract shares with the API; the network's (private address, https) are the server's. */
export function validateWebhook(values: WebhookCreateValues): WebhookCreateErrors {
  const errors: WebhookCreateErrors = {};
  const problem = checkWebhookUrl(values.url);
  if (problem) errors.url = URL_KEYS[problem];
  if (values.eventTypes.length === 0) errors.eventTypes = 'eventsRequired';
  return errors;
}

/** A field error code of the API on `url`, as the form's key. */
export function urlErrorKey(code: string): WebhookUrlErrorKey | undefined {
  switch (code) {
    case 'https_required':
      return 'urlHttpsRequired';
    case 'private_address':
      return 'urlPrivateAddress';
    case 'unresolvable':
      return 'urlUnresolvable';
    case 'credentials':
      return 'urlCredentials';
    case 'too_long':
      return 'urlTooLong';
    case 'required':
      return 'urlRequired';
    case 'invalid':
      return 'urlInvalid';
    default:
      return undefined;
  }
}
