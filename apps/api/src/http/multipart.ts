import multipart from '@fastify/multipart';
import type { FieldError } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Limits every multipart request shares; a file over `fileSize` is refused while it streams. */
export interface MultipartLimits {
  fileSize: number;
  /** Bytes of one text field; a longer value is reported as `too_long`. */
  fieldSize?: number;
}

export interface MultipartField {
  name: string;
  value: string;
  truncated: boolean;
}

export interface MultipartFilePart {
  name: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: MultipartField[];
  files: MultipartFilePart[];
}

const MAX_FIELDS = 20;
const MAX_FILES = 4;

function multipartError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE', { message: 'The file is too large.' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('PAYLOAD_TOO_LARGE', { message: 'The form has too many fields.' });
    case 'FST_PROTO_VIOLATION':
      return new ApiError('VALIDATION_FAILED', {
        details: [{ field: '', code: 'unknown_field', message: 'A field name is not accepted' }],
      });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      break;
  }
  // Busboy's own errors (no boundary, truncated body, malformed part headers), a closed request.
  if (error instanceof Error) return new ApiError('BAD_REQUEST', { message: 'The multipart body is malformed.' });
  return null;
}

function notMultipart(): ApiError {
  return new ApiError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the body as multipart/form-data.' });
}

/**
 * Reads the whole multipart body into memory within the limits: text fields and files in
 * body order. Nothing is written anywhere; the caller validates before it changes anything.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw notMultipart();
  const body: MultipartBody = { fields: [], files: [] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        fieldSize: limits.fieldSize ?? 4096,
        fields: MAX_FIELDS,
        files: MAX_FILES,
        parts: MAX_FIELDS + MAX_FILES,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        body.files.push({ name: part.fieldname, bytes: await part.toBuffer() });
      } else {
        body.fields.push({
          name: part.fieldname,
          value: typeof part.value === 'string' ? part.value : String(part.value),
          truncated: part.valueTruncated,
        });
      }
    }
  } catch (error) {
    throw multipartError(error) ?? error;
  }
  return body;
}

/** The text fields as one object for `parseBody`; repeated and truncated fields become details. */
export function fieldsObject(
  fields: readonly MultipartField[],
  maxLengths: Readonly<Record<string, number>> = {},
): { body: Record<string, string>; details: FieldError[] } {
  const body: Record<string, string> = {};
  const details: FieldError[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name)) {
      details.push({ field: field.name, code: 'invalid', message: 'Send this field once' });
      continue;
    }
    seen.add(field.name);
    if (field.truncated) {
      const max = maxLengths[field.name];
      details.push({
        field: field.name,
        code: 'too_long',
        message: max ? `Use at most ${max} characters` : 'This value is too long',
      });
      continue;
    }
    Object.defineProperty(body, field.name, {
      value: field.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { body, details };
}

/**
 * Registers `routes` in a scope of their own where multipart/form-data is the only body
 * type: other content types answer 415. Outside this scope multipart has no parser, so
 * JSON routes answer 415 to it.
 */
export async function registerMultipartScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    routes(scope);
  });
}
