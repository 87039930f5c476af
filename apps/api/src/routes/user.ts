import {
  apiRoutes,
  InfoSettingsRequest,
  getSchemaHints,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  RESEND_COOLDOWN_SECONDS,
  type FieldError,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { confirmEmailChange, startEmailChange } from '../accounts/email-change';
import { phoneChanges, sendPhoneCode, verifyPhone } from '../accounts/phone';
import { processProfileImage } from '../accounts/profile-image';
import { toUserInfo } from '../accounts/users';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { fieldsObject, readMultipart } from '../http/multipart';
import { parseBody, requirePhoneNumber } from '../http/validation';
import { companiesOf } from '../workspaces/companies';
import { defineRoute } from './define';

/** Text fields of PATCH /user/info-settings: far more than any valid value, in bytes. */
const SETTINGS_FIELD_BYTES = 4096;
/** The contract's own length limits, named in the answer for a field cut at SETTINGS_FIELD_BYTES. */
const SETTINGS_MAX_LENGTHS: Record<string, number> = Object.fromEntries(
  Object.entries(InfoSettingsRequest.schema).flatMap(([name, struct]) => {
    const max = getSchemaHints(struct)?.maxLength;
    return max === undefined ? [] : [[name, max]];
  }),
);

/** Removes a file the database no longer points at; a failure only leaves an orphan behind. */
async function deleteStoredFile(app: AppContext, log: FastifyBaseLogger, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await app.storage.files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a stored file');
  }
}

type SettingsChanges = Partial<Pick<UserRow, 'name' | 'language' | 'theme'>> & {
  /** A new number (or '' to clear it): the verification stays only while the number is the same. */
  phone?: string;
};

/**
 * Applies settings and, when `key` is given, sets the picture key; returns the row and the key
 * it replaced. Read under a row lock, so the phone's verification is judged against the number
 * actually stored.
 */
async function updateUser(
  app: AppContext,
  userId: string,
  { phone, ...changes }: SettingsChanges,
  key?: string | null,
): Promise<{ user: UserRow; previousKey: string | null } | null> {
  return app.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: users.profileImageKey, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return null;
    const [user] = await tx
      .update(users)
      .set({
        ...changes,
        ...(phone !== undefined ? phoneChanges(current, phone) : {}),
        ...(key !== undefined ? { profileImageKey: key } : {}),
        updatedAt: app.config.clock.now(),
      })
      .where(eq(users.id, userId))
      .returning();
    return user ? { user, previousKey: current.key } : null;
  });
}

export const userRoutes = [
  defineRoute(apiRoutes.userCompanies, {
    handler: async ({ app, auth }) => companiesOf(app.database, auth.user.id),
  }),

  defineRoute(apiRoutes.userInfo, {
    account: true,
    handler: async ({ auth, app }) => {
      return toUserInfo(auth.user, app);
    },
  }),

  defineRoute(apiRoutes.refreshStorageLinks, {
    account: true,
    handler: async ({ auth, app }) => {
      const key = auth.user.profileImageKey;
      if (!key) return { profileImageUrl: null, expiresAt: null };
      const link = app.storage.links.sign(key);
      return { profileImageUrl: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  }),

  defineRoute(apiRoutes.uploadProfileImage, {
    account: true,
    handler: async ({ auth, app, request }) => {
      const { fields, files } = await readMultipart(request, { fileSize: PROFILE_IMAGE_MAX_BYTES });
      const details: FieldError[] = [];
      const images = files.filter((file) => file.name === PROFILE_IMAGE_FIELD);
      for (const field of fields) {
        details.push({ field: field.name, code: 'unknown_field', message: 'This field is not accepted' });
      }
      for (const file of files) {
        if (file.name !== PROFILE_IMAGE_FIELD) {
          details.push({ field: file.name, code: 'unknown_field', message: 'This field is not accepted' });
        }
      }
      if (images.length === 0) {
        details.push({ field: PROFILE_IMAGE_FIELD, code: 'required', message: 'Choose an image' });
      } else if (images.length > 1) {
        details.push({ field: PROFILE_IMAGE_FIELD, code: 'invalid', message: 'Send one image' });
      }
      const [image] = images;
      if (details.length > 0 || !image) throw new ApiError('VALIDATION_FAILED', { details });

      const webp = await processProfileImage(image.bytes);
      const key = await app.storage.files.put(webp, 'image/webp');
      let swapped: Awaited<ReturnType<typeof updateUser>>;
      try {
        swapped = await updateUser(app, auth.user.id, {}, key);
      } catch (error) {
        await deleteStoredFile(app, request.log, key);
        throw error;
      }
      if (!swapped) {
        await deleteStoredFile(app, request.log, key);
        throw new ApiError('UNAUTHENTICATED');
      }
      await deleteStoredFile(app, request.log, swapped.previousKey);
      request.log.info({ userId: auth.user.id, bytes: webp.length }, 'profile image replaced');
      return toUserInfo(swapped.user, app);
    },
  }),

  defineRoute(apiRoutes.userInfoSettings, {
    account: true,
    handler: async ({ auth, app, request }) => {
      const { fields, files } = await readMultipart(request, {
        fileSize: PROFILE_IMAGE_MAX_BYTES,
        fieldSize: SETTINGS_FIELD_BYTES,
      });
      const { body, details } = fieldsObject(fields, SETTINGS_MAX_LENGTHS);
      for (const file of files) {
        details.push({ field: file.name, code: 'type', message: 'Files are not accepted here' });
      }
      let settings: InfoSettingsRequest;
      try {
        settings = parseBody(InfoSettingsRequest, body);
      } catch (error) {
        // One answer listing every problem: the multipart ones first, then the struct's.
        if (error instanceof ApiError && details.length > 0) {
          const reported = new Set(details.map((detail) => detail.field));
          const rest = (error.details ?? []).filter((detail) => !reported.has(detail.field));
          throw new ApiError('VALIDATION_FAILED', { details: [...details, ...rest] });
        }
        throw error;
      }
      if (details.length > 0) throw new ApiError('VALIDATION_FAILED', { details });
      requirePhoneNumber('phone', settings.phone);

      const changes: SettingsChanges = {};
      if (settings.name !== undefined) changes.name = settings.name.trim() || null;
      if (settings.phone !== undefined) changes.phone = settings.phone;
      if (settings.language !== undefined) changes.language = settings.language;
      if (settings.theme !== undefined) changes.theme = settings.theme;
      const removeImage = settings.removeProfileImage === 'true';
      if (!removeImage && Object.keys(changes).length === 0) return toUserInfo(auth.user, app);

      const updated = await updateUser(app, auth.user.id, changes, removeImage ? null : undefined);
      if (!updated) throw new ApiError('UNAUTHENTICATED');
      if (removeImage) await deleteStoredFile(app, request.log, updated.previousKey);
      return toUserInfo(updated.user, app);
    },
  }),

  defineRoute(apiRoutes.sendPhoneCode, {
    account: true,
    handler: async ({ auth, app, body, request }) => {
      requirePhoneNumber('phone', body.phone);
      await sendPhoneCode(app, request.log, auth.user, body.phone);
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.verifyPhone, {
    account: true,
    handler: async ({ auth, app, body, request }) => {
      requirePhoneNumber('phone', body.phone);
      const user = await verifyPhone(app, auth.user, body.phone, body.code);
      request.log.info({ userId: user.id }, 'phone number verified');
      return toUserInfo(user, app);
    },
  }),

  defineRoute(apiRoutes.startEmailChange, {
    account: true,
    handler: async ({ auth, app, body }) => {
      await startEmailChange(app, auth, body);
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.confirmEmailChange, {
    account: true,
    handler: async ({ auth, app, body, request }) => {
      const user = await confirmEmailChange(app, auth.user, body);
      request.log.info({ userId: user.id }, 'account e-mail address changed');
      return toUserInfo(user, app);
    },
  }),
];
