import {
  apiRoutes,
  InfoSettingsRequest,
  NAME_MAX_LENGTH,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  type FieldError,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { processProfileImage } from '../accounts/profile-image';
import { toUserInfo } from '../accounts/users';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { fieldsObject, readMultipart } from '../http/multipart';
import { parseBody } from '../http/validation';
import { defineRoute } from './define';

/** Text fields of PATCH /user/info-settings: far more than any valid value, in bytes. */
const SETTINGS_FIELD_BYTES = 4096;
const SETTINGS_MAX_LENGTHS = { name: NAME_MAX_LENGTH, phone: 32 };

/** Removes a file the database no longer points at; a failure only leaves an orphan behind. */
async function deleteStoredFile(app: AppContext, log: FastifyBaseLogger, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await app.storage.files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a stored file');
  }
}

/** Sets the picture key and returns the row and the key it replaced (read under a row lock). */
async function swapProfileImage(
  app: AppContext,
  userId: string,
  key: string | null,
  changes: Partial<Pick<UserRow, 'name' | 'phone' | 'language'>> = {},
): Promise<{ user: UserRow; previousKey: string | null } | null> {
  return app.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: users.profileImageKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return null;
    const [user] = await tx
      .update(users)
      .set({ ...changes, profileImageKey: key, updatedAt: app.config.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    return user ? { user, previousKey: current.key } : null;
  });
}

export const userRoutes = [
  defineRoute(apiRoutes.userInfo, {
    handler: async ({ auth, app }) => {
      if (!auth) throw new ApiError('UNAUTHENTICATED');
      return toUserInfo(auth.user, app);
    },
  }),

  defineRoute(apiRoutes.refreshStorageLinks, {
    handler: async ({ auth, app }) => {
      if (!auth) throw new ApiError('UNAUTHENTICATED');
      const key = auth.user.profileImageKey;
      if (!key) return { profileImageUrl: null, expiresAt: null };
      const link = app.storage.links.sign(key);
      return { profileImageUrl: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  }),

  defineRoute(apiRoutes.uploadProfileImage, {
    handler: async ({ auth, app, request }) => {
      if (!auth) throw new ApiError('UNAUTHENTICATED');
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
      let swapped: Awaited<ReturnType<typeof swapProfileImage>>;
      try {
        swapped = await swapProfileImage(app, auth.user.id, key);
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
    handler: async ({ auth, app, request }) => {
      if (!auth) throw new ApiError('UNAUTHENTICATED');
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

      const changes: Partial<Pick<UserRow, 'name' | 'phone' | 'language'>> = {};
      if (settings.name !== undefined) changes.name = settings.name.trim() || null;
      if (settings.phone !== undefined) changes.phone = settings.phone.trim() || null;
      if (settings.language !== undefined) changes.language = settings.language;

      if (settings.removeProfileImage === 'true') {
        const swapped = await swapProfileImage(app, auth.user.id, null, changes);
        if (!swapped) throw new ApiError('UNAUTHENTICATED');
        await deleteStoredFile(app, request.log, swapped.previousKey);
        return toUserInfo(swapped.user, app);
      }
      if (Object.keys(changes).length === 0) return toUserInfo(auth.user, app);
      const [user] = await app.database.db
        .update(users)
        .set({ ...changes, updatedAt: app.config.clock.now() })
        .where(eq(users.id, auth.user.id))
        .returning();
      if (!user) throw new ApiError('UNAUTHENTICATED');
      return toUserInfo(user, app);
    },
  }),
];
