import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiRoutes,
  ErrorBody,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  STORAGE_LINK_LIFETIME_MS,
  StorageLinksResponse,
  UserInfo,
} from '@meridian/contract';
import sharp from 'sharp';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openStorage } from '../src/storage';
import { scratchDir } from './support/scratch';
import { confirmedUser, DASHBOARD_ORIGIN, signUp, startApi, type Agent, type TestApi } from './support/harness';

let api: TestApi;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(join(scratchDir(), 'meridian-storage-test-'));
  api = await startApi({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await api?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const storedFiles = () => readdirSync(storageDir).filter((name) => !name.startsWith('.'));

interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A multipart request with the headers and cookies the dashboard's fetch sends. */
async function send(
  agent: Agent | null,
  method: string,
  path: string,
  form?: FormData | string,
  contentType?: string,
): Promise<Reply> {
  const headers: Record<string, string> = { origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin' };
  if (contentType) headers['content-type'] = contentType;
  if (agent && agent.jar.size > 0) {
    headers.cookie = [...agent.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
  const response = await fetch(`${api.url}${path}`, { method, headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body };
}

const upload = (agent: Agent | null, form: FormData) => send(agent, 'POST', apiRoutes.uploadProfileImage.path, form);
const settings = (agent: Agent | null, form: FormData) => send(agent, 'PATCH', apiRoutes.userInfoSettings.path, form);

function fileForm(bytes: Uint8Array | string, name = 'avatar.png', type = 'image/png', field = PROFILE_IMAGE_FIELD) {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

function fieldsForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function image(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** Fetches a link as the browser would (the API is mounted under API_PUBLIC_PATH behind the proxy). */
async function fetchLink(url: string): Promise<Response> {
  expect(url.startsWith(`${api.config.apiPublicPath}/storage/`)).toBe(true);
  return fetch(`${api.url}${url.slice(api.config.apiPublicPath.length)}`);
}

const errorOf = (reply: Reply) => create(reply.body, ErrorBody).error;

async function userInfo(agent: Agent): Promise<UserInfo> {
  return create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo);
}

describe('POST /user/upload-profile-image', () => {
  it('accepts PNG, JPEG and WebP, stores a WebP of at most 512x512 and replaces the previous file', async () => {
    const { agent } = await confirmedUser(api);
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
    const before = new Set(storedFiles());
    let previous: string[] = [];
    for (const [format, width, height] of [
      ['png', 800, 400],
      ['jpeg', 300, 600],
      ['webp', 100, 80],
    ] as const) {
      const response = await upload(
        agent,
        fileForm(await image(format, width, height), `me.${format}`, `image/${format}`),
      );
      expect(response.status).toBe(200);
      const user = create(response.body, UserInfo);
      expect(user.profileImageUrl).toMatch(/^\/api\/storage\/[0-9a-f]{32}\.webp\?expires=\d+&signature=[0-9a-f]{64}$/);
      const served = await fetchLink(user.profileImageUrl ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toMatch(/^private, max-age=(\d+)$/);
      const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(STORAGE_LINK_LIFETIME_MS / 1000 - 60);
      expect(maxAge).toBeLessThanOrEqual(STORAGE_LINK_LIFETIME_MS / 1000);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      const scale = Math.min(1, 512 / Math.max(width, height));
      expect([metadata.width, metadata.height]).toEqual([Math.round(width * scale), Math.round(height * scale)]);
      // Exactly one file of this user is kept: the previous one is gone.
      const mine = storedFiles().filter((name) => !before.has(name));
      expect(mine).toHaveLength(1);
      expect(mine).not.toEqual(previous);
      previous = mine;
      expect((await userInfo(agent)).profileImageUrl).toMatch(new RegExp(`/storage/${mine[0]}\\?`));
    }
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    const { agent } = await confirmedUser(api);
    // 200x100 pixels with orientation 6 (rotate 90° clockwise to view): 100x200 upright.
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const response = await upload(agent, fileForm(photo, 'photo.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const served = await fetchLink(create(response.body, UserInfo).profileImageUrl ?? '');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('decides the type by content: HTML, SVG or GIF named .png and declared image/png is a 415', async () => {
    const { agent } = await confirmedUser(api);
    const before = storedFiles();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const candidates: (Uint8Array | string)[] = [
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      gif,
      // A PNG signature followed by garbage: claims to be an image, cannot be decoded.
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
      (await image('png', 50, 50)).subarray(0, 60),
    ];
    for (const bytes of candidates) {
      const response = await upload(agent, fileForm(bytes, 'avatar.png', 'image/png'));
      expect(response.status).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(storedFiles()).toEqual(before);
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
  });

  it('refuses more than 2 MiB with 413 while streaming, storing nothing', async () => {
    const { agent } = await confirmedUser(api);
    const before = storedFiles();
    const tooBig = Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 1);
    (await image('png', 10, 10)).copy(tooBig);
    const response = await upload(agent, fileForm(tooBig));
    expect(response.status).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toEqual(before);
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
  });

  it('refuses more than 4096 pixels a side with 422 too_large', async () => {
    const { agent } = await confirmedUser(api);
    const response = await upload(agent, fileForm(await image('png', 5000, 10)));
    expect(response.status).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'file', code: 'too_large' }],
    });
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
  });

  it('wants exactly one file part named "file" and nothing else', async () => {
    const { agent } = await confirmedUser(api);
    const png = await image('png', 20, 20);
    const empty = await upload(agent, new FormData());
    expect(empty.status).toBe(422);
    expect(errorOf(empty).details).toEqual([{ field: 'file', code: 'required', message: expect.any(String) }]);

    const otherName = await upload(agent, fileForm(png, 'a.png', 'image/png', 'picture'));
    expect(otherName.status).toBe(422);
    expect(errorOf(otherName).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['picture', 'unknown_field'],
      ['file', 'required'],
    ]);

    const extra = fileForm(png);
    extra.append('name', 'Someone');
    const withField = await upload(agent, extra);
    expect(withField.status).toBe(422);
    expect(errorOf(withField).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['name', 'unknown_field'],
    ]);

    const twice = fileForm(png);
    twice.append(PROFILE_IMAGE_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const two = await upload(agent, twice);
    expect(two.status).toBe(422);
    expect(errorOf(two).details?.map((detail) => [detail.field, detail.code])).toEqual([['file', 'invalid']]);

    const json = await send(agent, 'POST', apiRoutes.uploadProfileImage.path, '{}', 'application/json');
    expect(json.status).toBe(415);
    expect(errorOf(json).message).toMatch(/multipart/);
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
  });

  it('answers 401 to signed-out callers, before reading the body', async () => {
    const response = await upload(null, fileForm(await image('png', 20, 20)));
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    const settingsReply = await settings(null, fieldsForm({ name: 'X' }));
    expect(settingsReply.status).toBe(401);
    expect((await send(null, 'GET', apiRoutes.refreshStorageLinks.path)).status).toBe(401);
  });

  it('refuses accounts with a required action', async () => {
    const { agent } = await signUp(api);
    const response = await upload(agent, fileForm(await image('png', 20, 20)));
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('ACTION_REQUIRED');
  });
});

describe('multipart elsewhere', () => {
  it('is a 415 on JSON routes', async () => {
    const response = await send(null, 'POST', apiRoutes.login.path, fieldsForm({ username: 'a', password: 'b' }));
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('GET /storage/:key', () => {
  async function withPicture() {
    const result = await confirmedUser(api);
    const response = await upload(result.agent, fileForm(await image('png', 64, 64)));
    const url = create(response.body, UserInfo).profileImageUrl ?? '';
    return { ...result, url };
  }

  it('refuses a tampered or missing signature, another key or expiry with 403', async () => {
    const { url } = await withPicture();
    const parsed = new URL(url, 'http://x');
    const signature = parsed.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const expires = Number(parsed.searchParams.get('expires'));
    const variants = [
      url.replace(signature, flipped),
      url.replace(`expires=${expires}`, `expires=${expires + 1000}`),
      parsed.pathname,
      `${parsed.pathname}?expires=${expires}`,
      `${parsed.pathname}?expires=${expires}&signature=nothex`,
    ];
    for (const variant of variants) {
      const response = await fetchLink(variant);
      expect(response.status).toBe(403);
      expect(create(await response.json(), ErrorBody).error.code).toBe('FORBIDDEN');
    }
    // The signature of one key does not open another.
    const other = await withPicture();
    const swapped = other.url.replace(/\?.*$/, parsed.search);
    expect((await fetchLink(swapped)).status).toBe(403);
  });

  it('answers 404 for keys outside the pattern and for unknown keys', async () => {
    const { url } = await withPicture();
    const query = new URL(url, 'http://x').search;
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '..', 'ABC.webp', `${'0'.repeat(32)}.svg`]) {
      const response = await fetch(`${api.url}/storage/${key}${query}`);
      expect(response.status).toBe(404);
      expect(create(await response.json(), ErrorBody).error.code).toBe('NOT_FOUND');
    }
    // A correctly signed link to a key that holds no file.
    const unknown = api.app.meridian.storage.links.sign(`${'0'.repeat(32)}.webp`);
    const response = await fetchLink(unknown.url);
    expect(response.status).toBe(404);
    expect(create(await response.json(), ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('stops working after the lifetime; refresh-storage-links gives a working link', async () => {
    const { agent, url } = await withPicture();
    api.clock.advance(STORAGE_LINK_LIFETIME_MS + 1000);
    const expired = await fetchLink(url);
    expect(expired.status).toBe(403);
    expect(create(await expired.json(), ErrorBody).error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/expired/),
    });

    // The session lifetime has passed too: refresh it first, as the dashboard would.
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    const refreshed = await agent.get(apiRoutes.refreshStorageLinks.path);
    expect(refreshed.status).toBe(200);
    const links = create(refreshed.body, StorageLinksResponse);
    expect(links.profileImageUrl).not.toBe(url);
    const expiresAt = Date.parse(links.expiresAt ?? '');
    expect(Math.abs(expiresAt - (api.clock.now().getTime() + STORAGE_LINK_LIFETIME_MS))).toBeLessThan(5000);
    expect(links.profileImageUrl).toContain(`expires=${expiresAt}`);
    const served = await fetchLink(links.profileImageUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refresh-storage-links gives nulls without a picture', async () => {
    const { agent } = await confirmedUser(api);
    const response = await agent.get(apiRoutes.refreshStorageLinks.path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ profileImageUrl: null, expiresAt: null });
  });
});

describe('PATCH /user/info-settings', () => {
  it('changes the name, phone and language, and clears them with empty values', async () => {
    const { agent, body } = await confirmedUser(api);
    const changed = await settings(
      agent,
      fieldsForm({ name: '  Ada Lovelace ', phone: '+351 912 345 678', language: 'pt' }),
    );
    expect(changed.status).toBe(200);
    expect(create(changed.body, UserInfo)).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+351 912 345 678',
      language: 'pt',
    });
    expect(await userInfo(agent)).toMatchObject({ name: 'Ada Lovelace', phone: '+351 912 345 678', language: 'pt' });

    // Only the fields sent change.
    const nameOnly = await settings(agent, fieldsForm({ name: 'Ada' }));
    expect(create(nameOnly.body, UserInfo)).toMatchObject({ name: 'Ada', phone: '+351 912 345 678', language: 'pt' });

    const cleared = await settings(agent, fieldsForm({ name: '', phone: '' }));
    expect(cleared.status).toBe(200);
    expect(create(cleared.body, UserInfo)).toMatchObject({
      name: null,
      phone: null,
      language: 'pt',
      email: body.email,
    });
  });

  it('removes the picture and its file', async () => {
    const { agent } = await confirmedUser(api);
    const before = new Set(storedFiles());
    const uploaded = await upload(agent, fileForm(await image('jpeg', 40, 40), 'x.jpg', 'image/jpeg'));
    const url = create(uploaded.body, UserInfo).profileImageUrl ?? '';
    expect(storedFiles().filter((name) => !before.has(name))).toHaveLength(1);

    const removed = await settings(agent, fieldsForm({ removeProfileImage: 'true', name: 'Grace' }));
    expect(removed.status).toBe(200);
    expect(create(removed.body, UserInfo)).toMatchObject({ profileImageUrl: null, name: 'Grace' });
    expect(storedFiles().filter((name) => !before.has(name))).toEqual([]);
    expect((await fetchLink(url)).status).toBe(404);
    expect((await userInfo(agent)).profileImageUrl).toBeNull();
  });

  it('refuses bad values, unknown fields and files with 422 details, changing nothing', async () => {
    const { agent } = await confirmedUser(api);
    const set = await settings(agent, fieldsForm({ name: 'Keep Me', phone: '+33 6 12 34 56 78' }));
    expect(set.status).toBe(200);
    const uploaded = await upload(agent, fileForm(await image('png', 30, 30)));
    expect(uploaded.status).toBe(200);
    const before = await userInfo(agent);
    const files = storedFiles();

    const cases: [FormData, [string, string][]][] = [
      [fieldsForm({ phone: 'call me maybe', name: 'Other' }), [['phone', 'invalid']]],
      [fieldsForm({ phone: '912 345 678', name: 'Other' }), [['phone', 'no_country_code']]],
      [fieldsForm({ phone: '+351 912 345 678 9999', name: 'Other' }), [['phone', 'too_long']]],
      [fieldsForm({ name: 'x'.repeat(101), removeProfileImage: 'true' }), [['name', 'too_long']]],
      [fieldsForm({ nickname: 'Al', name: 'Other' }), [['nickname', 'unknown_field']]],
      [fieldsForm({ language: 'de' }), [['language', 'invalid']]],
      [fieldsForm({ removeProfileImage: 'yes' }), [['removeProfileImage', 'invalid']]],
      [fieldsForm({ name: 'é'.repeat(3000) }), [['name', 'too_long']]],
    ];
    const withFile = fieldsForm({ name: 'Other' });
    withFile.append('avatar', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    cases.push([withFile, [['avatar', 'type']]]);
    const repeated = fieldsForm({ name: 'Other' });
    repeated.append('name', 'Again');
    cases.push([repeated, [['name', 'invalid']]]);

    for (const [form, expected] of cases) {
      const response = await settings(agent, form);
      expect(response.status).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => [detail.field, detail.code])).toEqual(expected);
    }
    const json = await send(agent, 'PATCH', apiRoutes.userInfoSettings.path, '{"name":"Other"}', 'application/json');
    expect(json.status).toBe(415);

    const after = await userInfo(agent);
    expect({ ...after, profileImageUrl: null }).toEqual({ ...before, profileImageUrl: null });
    expect(after.profileImageUrl?.split('?')[0]).toBe(before.profileImageUrl?.split('?')[0]);
    expect(storedFiles()).toEqual(files);
  });
});

describe('the link secret', () => {
  it('is generated once into the data folder outside tests, and STORAGE_SECRET wins', async () => {
    const dataDir = mkdtempSync(join(scratchDir(), 'meridian-secret-test-'));
    try {
      const key = `${'a'.repeat(32)}.webp`;
      const first = await openStorage(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
      expect(statSync(join(dataDir, 'storage-secret')).mode & 0o777).toBe(0o600);
      const link = new URL(first.links.sign(key).url, 'http://x');
      const args = [link.searchParams.get('expires'), link.searchParams.get('signature')] as const;
      const again = await openStorage(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
      expect(again.links.check(key, ...args)).toBe('valid');
      const configured = await openStorage(
        loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, STORAGE_SECRET: 'z'.repeat(32) }),
      );
      expect(configured.links.check(key, ...args)).toBe('invalid');
      const testRun = await openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      expect(testRun.links.check(key, ...args)).toBe('invalid');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
