// The profile settings form (PATCH /user/info-settings) as the dashboard sends it.
import { apiRoutes } from '@meridian/contract';
import { DASHBOARD_ORIGIN, type Agent, type TestApi } from './harness';

/** Sends `fields` as the form's multipart text fields, with the session cookies of `agent`; the answer's status and body. */
export async function sendSettings(api: Pick<TestApi, 'url'>, agent: Agent, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cookie = [...agent.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const response = await fetch(`${api.url}${apiRoutes.userInfoSettings.path}`, {
    method: 'PATCH',
    headers: { origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
