// Every answer a test client (harness.ts's Agent) receives is checked against the OpenAPI
// document the server serves: the status is one the operation documents, the media type is
// the documented one, the JSON body matches the schema of that operation and status, and the
// headers the document calls required are there. A mismatch fails the request that got it,
// naming the operation, the status and the JSON path. Each schema is compiled once per worker.
import { createHash } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildOpenApi } from '../../src/openapi';
import { serverRoutes } from '../../src/routes';

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

interface Header {
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Response {
  content?: Record<string, { schema?: unknown }>;
  /** The error codes of this status the operation can answer. */
  'x-error-codes'?: string[];
  headers?: Record<string, Header | { $ref: string }>;
}
interface Operation {
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post: { parameters?: { name: string; in: string; required?: boolean }[] } }>;
  components: { headers?: Record<string, Header>; schemas: Record<string, unknown> };
}

/** The parts of an answer the check reads. */
export interface Answer {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** A document's operations, matched by method and path, and its compiled schemas. */
export class DocumentCheck {
  private readonly ajv: Ajv2020;
  private readonly id: string;
  /** Compiled schemas by their text, and by their place in the document. */
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly byPlace = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; segments: string[] }[];

  constructor(
    private readonly document: Document,
    hash: string,
  ) {
    this.id = `https://openapi.meridian.test/${hash}.json`;
    // Referenced schemas compiled once each (not inlined into every operation's).
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, inlineRefs: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: this.id });
    this.templates = Object.keys(document.paths).map((template) => ({ template, segments: template.split('/') }));
  }

  /** The path template a request path falls under: a static segment wins over a parameter, as in the router. */
  private template(path: string): string | undefined {
    const segments = path.replace(/\/+$/, '').split('/');
    let best: { template: string; score: string } | undefined;
    for (const candidate of this.templates) {
      if (candidate.segments.length !== segments.length) continue;
      let score = '';
      let matches = true;
      for (const [index, segment] of candidate.segments.entries()) {
        const parameter = segment.startsWith('{');
        if (!parameter && segment !== segments[index]) {
          matches = false;
          break;
        }
        score += parameter ? '0' : '1';
      }
      if (matches && (!best || score > best.score)) best = { template: candidate.template, score };
    }
    return best?.template;
  }

  /**
   * The compiled schema at a place in the document (the parts of its JSON pointer). Compiled once
   * per distinct schema: most error answers share `{ $ref: ErrorBody }`, most successes a component.
   */
  private validator(parts: string[]): ValidateFunction {
    const fragment = parts
      .map((part) => `/${encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))}`)
      .join('');
    const known = this.byPlace.get(fragment);
    if (known) return known;
    const target = parts.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      this.document,
    );
    const key = JSON.stringify(target);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${this.id}#${fragment}` });
      this.validators.set(key, validate);
    }
    this.byPlace.set(fragment, validate);
    return validate;
  }

  /** The operation the answer is checked against, and what is wrong with the answer (none when it is right). */
  check(answer: Answer): { operation: string; problems: string[] } {
    const template = this.template(answer.path.split('?')[0] ?? '');
    const problems = this.problems(answer, template);
    return { operation: template ? `${answer.method} ${template}` : `${answer.method} (no operation)`, problems };
  }

  private problems(answer: Answer, template: string | undefined): string[] {
    const method = answer.method.toLowerCase();
    const operation = template ? this.document.paths[template]?.[method] : undefined;
    const problems: string[] = [];
    if (!template || !operation) {
      // Every answer has its request's id, documented or not.
      if (!answer.headers.get('x-request-id')) problems.push('no X-Request-Id header');
      // Not an operation of the document (an unknown path, the live channel, a stored file):
      // an error answer is still the API's one error format.
      if (answer.status >= 400 && isJson(answer.headers)) {
        problems.push(...this.schemaProblems(['components', 'schemas', 'ErrorBody'], answer.body));
      }
      return problems;
    }
    const status = String(answer.status);
    const key = status in operation.responses ? status : `${status[0]}XX`;
    const response = operation.responses[key];
    if (!response) return [...problems, `status ${status} is not documented`];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const resolved = this.header(header);
      if (resolved.required && !answer.headers.has(name)) problems.push(`no ${name} header`);
      const value = answer.headers.get(name);
      if (value !== null && resolved.schema?.type === 'integer' && !/^\d+$/.test(value)) {
        problems.push(`header ${name} is "${value}", not an integer`);
      }
    }
    if (method === 'head' || answer.status === 304) return problems;
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) {
      if (answer.text !== '') problems.push(`a body where none is documented: ${answer.text.slice(0, 200)}`);
      return problems;
    }
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!media.includes(type)) return [...problems, `media type "${type}" where the document says ${media.join(', ')}`];
    const code = (answer.body as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (response['x-error-codes'] && !response['x-error-codes'].includes(String(code))) {
      problems.push(
        `error code ${String(code)} is not among those documented: ${response['x-error-codes'].join(', ')}`,
      );
    }
    if (type === 'application/json') {
      problems.push(
        ...this.schemaProblems(['paths', template, method, 'responses', key, 'content', type, 'schema'], answer.body),
      );
    }
    return problems;
  }

  /** What is wrong with a webhook delivery: its type, its headers and its body against the document's `webhooks`. */
  webhookProblems(headers: Record<string, unknown>, text: string): string[] {
    let body: { type?: unknown };
    try {
      body = JSON.parse(text) as { type?: unknown };
    } catch {
      return [`a body that is not JSON: ${text.slice(0, 200)}`];
    }
    const type = String(body.type);
    const webhook = this.document.webhooks?.[type]?.post;
    if (!webhook) return [`the type ${type} is not in the document's webhooks`];
    const problems = (webhook.parameters ?? [])
      .filter((parameter) => parameter.in === 'header' && parameter.required && !headers[parameter.name.toLowerCase()])
      .map((parameter) => `${type}: no ${parameter.name} header`);
    const schema = ['webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema'];
    return [...problems, ...this.schemaProblems(schema, body).map((problem) => `${type}: ${problem}`)];
  }

  private header(header: Header | { $ref: string }): Header {
    if (!('$ref' in header)) return header;
    return this.document.components.headers?.[header.$ref.split('/').pop() ?? ''] ?? {};
  }

  private schemaProblems(pointer: string[], body: unknown): string[] {
    const validate = this.validator(pointer);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `at ${error.instancePath || '/'}: ${error.message ?? 'invalid'}` +
        (error.params && Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : '') +
        ` (schema ${error.schemaPath})`,
    );
  }
}

function isJson(headers: Headers): boolean {
  return /^application\/json\b/.test(headers.get('content-type') ?? '');
}

/** Kept on the worker's global object: test files that share a worker share the compiled schemas. */
interface WorkerState {
  byServer: Map<string, Promise<DocumentCheck>>;
  byContent: Map<string, DocumentCheck>;
  /** The document this worker's code builds, for what no server is asked about (webhooks). */
  built?: DocumentCheck;
}
const STATE = Symbol.for('meridian.test.answers');
const fresh: WorkerState = { byServer: new Map(), byContent: new Map() };
const state: WorkerState = ((globalThis as Record<symbol, WorkerState | undefined>)[STATE] ??= fresh);

async function loadCheck(baseUrl: string): Promise<DocumentCheck> {
  const response = await fetch(`${baseUrl}/openapi.json`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET /openapi.json answered ${response.status}: ${text.slice(0, 200)}`);
  // Servers of one route table and settings serve the same text: read and compiled once.
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  let check = state.byContent.get(hash);
  if (!check) {
    check = new DocumentCheck(JSON.parse(text) as Document, hash);
    state.byContent.set(hash, check);
  }
  return check;
}

/** A server now listens at this address: the document of an earlier one there no longer holds. */
export function serverStarted(baseUrl: string): void {
  state.byServer.delete(baseUrl);
}

/**
 * What is wrong with webhook deliveries the API sent (a test's receiver got them), against the
 * document the API's code builds (a receiver does not know which server sent them).
 */
export function webhookProblems(deliveries: readonly { headers: Record<string, unknown>; body: string }[]): string[] {
  state.built ??= (() => {
    const document = buildOpenApi(serverRoutes, { version: 'test' }) as unknown as Document;
    const hash = createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
    return new DocumentCheck(document, hash);
  })();
  const check = state.built;
  return deliveries.flatMap((delivery) => check.webhookProblems(delivery.headers, delivery.body));
}

/** Throws when the answer is not what the server's OpenAPI document says it is. */
export async function checkAnswer(baseUrl: string, answer: Answer): Promise<void> {
  let check: Promise<DocumentCheck> | undefined = state.byServer.get(baseUrl);
  if (!check) {
    check = loadCheck(baseUrl);
    state.byServer.set(baseUrl, check);
    check.catch(() => state.byServer.delete(baseUrl));
  }
  const { operation, problems } = (await check).check(answer);
  if (problems.length > 0) {
    throw new Error(
      `The answer to ${answer.method} ${answer.path} is not what the OpenAPI document says of ` +
        `${operation}, status ${answer.status}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        `\nbody: ${answer.text.slice(0, 500)}`,
    );
  }
}
