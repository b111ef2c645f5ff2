import { errorEnvelopeSchema } from '@stayvn/shared';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bmp } from '../helpers/images.js';
import {
  hugeString,
  mutatedValueOf,
  nastyString,
  rawJsonTextAround,
  valueOf,
  wrongValue,
  type Hints,
  type JsonSchema,
} from './schema-arbitraries.js';

/** One operation of the OpenAPI document, as much of it as a request needs. */
export interface Operation {
  method: string;
  /** The document's path, `{name}` for each path parameter. */
  path: string;
  parameters: {
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required: boolean;
    schema: JsonSchema;
  }[];
  body: JsonSchema | null;
  /** The security schemes that the operation names (accessToken, staffToken, ...). */
  security: string[];
  label: string;
}

interface OpenApiOperation {
  parameters?: Operation['parameters'];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

/** Every operation of the app's own OpenAPI document: an endpoint added later is in it too. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: json?.schema ?? null,
        security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        label: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations;
}

/** The credentials of each security scheme: a valid one, and one that a forger could make. */
export interface Credentials {
  /** Authorization header value that the scheme accepts. */
  valid: Record<string, () => string>;
  /** Tokens signed with the service's own key around claims that are not what it issues. */
  forged: () => fc.Arbitrary<string>;
}

export interface FuzzRequest {
  options: InjectOptions & { method: string; url: string; headers: Record<string, string> };
  authenticated: boolean;
}

/**
 * Percent-encoding as a client may do it, byte by byte: lone surrogates become the three bytes
 * of their WTF-8 form (not UTF-8, so the server's decoder must refuse them).
 */
export function percentEncode(text: string, keep = /[A-Za-z0-9\-._~]/): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.codePointAt(index)!;
    if (code > 0xffff) index += 1;
    const char = String.fromCodePoint(code);
    if (code < 0x80 && keep.test(char)) {
      out += char;
      continue;
    }
    const bytes: number[] =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [
                0xf0 | (code >> 18),
                0x80 | ((code >> 12) & 63),
                0x80 | ((code >> 6) & 63),
                0x80 | (code & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** Query and path text a client may send raw: broken escapes, separators, traversal. */
const brokenText = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF%FE',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '&',
  '=',
  '[]',
  '[a]',
  ';',
  '+',
  '%u0041',
);

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

const ipv4Octet = fc.integer({ min: 0, max: 255 });
/** A fresh client address per request (in the loopback range), so per-address limits rarely answer. */
const remoteAddress = fc.tuple(ipv4Octet, ipv4Octet, ipv4Octet).map(([a, b, c]) => `127.${a}.${b}.${c}`);

/** Header values that Node accepts (visible latin-1 and tabs), often not what is expected. */
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  }),
  fc.string({
    unit: fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 20,
  }),
  fc.integer({ min: 5_000, max: 40_000 }).map((length) => 'x'.repeat(length)),
);

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=fuzz',
      'application/json; charset=utf-16le',
      'application/json; charset=latin1',
      'application/json; charset=nonsense',
      'application/octet-stream',
      'application/xml',
      'application/vnd.api+json',
      'application/json, text/plain',
      'APPLICATION/JSON',
    ),
    weight: 4,
  },
  { arbitrary: headerText, weight: 1 },
);

/** multipart/form-data as a browser sends it, with nasty names, contents and framing. */
const multipartBody = fc
  .tuple(
    fc.array(
      fc.record({
        name: fc.oneof(fc.constant('avatar'), nastyString),
        filename: fc.option(
          fc.oneof(fc.constantFrom('a.png', 'a.jpg', '../../etc/passwd', 'a'.repeat(500)), nastyString),
        ),
        type: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/bmp',
          'text/plain',
          'application/octet-stream',
          '',
        ),
        content: fc.oneof(
          fc.uint8Array({ maxLength: 2_000 }),
          // A real image, so the avatar's decoding and resizing are fuzzed too, not only refusals.
          fc.constantFrom(
            ...[bmp(3, 2, 24), bmp(1, 1, 8), bmp(16, 9, 32)].map((file) => Uint8Array.from(file)),
          ),
          fc.constantFrom(
            Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
            Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
            Uint8Array.from(Buffer.from('BM\u0000\u0000\u0000\u0000', 'latin1')),
          ),
        ),
      }),
      { maxLength: 3 },
    ),
    fc.boolean(),
  )
  .map(([parts, truncate]) => {
    const boundary = 'fuzzboundary';
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const filename = part.filename === null ? '' : `; filename="${part.filename}"`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
            (part.type ? `Content-Type: ${part.type}\r\n` : '') +
            '\r\n',
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
    if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
  });

type Body = { contentType?: string; payload?: string | Buffer };

function bodyOf(operation: Operation, hints: Hints): fc.Arbitrary<Body> {
  const json = operation.body ? mutatedValueOf(operation.body, hints) : wrongValue;
  const wantsBody = operation.body !== null;
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(json, contentTypes)
        .map(([value, contentType]) => ({ contentType, payload: JSON.stringify(value) ?? '' })),
      weight: wantsBody ? 10 : 1,
    },
    {
      arbitrary: fc
        .tuple(rawJsonTextAround(json), contentTypes)
        .map(([payload, contentType]) => ({ contentType, payload })),
      weight: wantsBody ? 4 : 1,
    },
    { arbitrary: fc.constant<Body>({}), weight: wantsBody ? 1 : 6 },
    { arbitrary: fc.constant({ contentType: 'application/json' }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 300 }), contentTypes)
        .map(([bytes, contentType]) => ({ contentType, payload: Buffer.from(bytes) })),
      weight: 1,
    },
    {
      arbitrary: hugeString.map((text) => ({
        contentType: 'application/json',
        payload: JSON.stringify({ text }),
      })),
      weight: 1,
    },
    // Over the body limit (1 MiB): the limit answers, not a parser that ran out of memory.
    {
      arbitrary: fc.constant({ contentType: 'application/json', payload: `"${'a'.repeat(1_100_000)}"` }),
      weight: 1,
    },
    // `multipart/form-data` for every write: the avatar route takes it; the others must refuse it.
    { arbitrary: multipartBody, weight: operation.method === 'POST' && !wantsBody ? 8 : 1 },
  );
}

function pathOf(operation: Operation, hints: Hints, valid: boolean): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (!names.length) return fc.constant(operation.path);
  const segment = (name: string) => {
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {
      type: 'string',
    };
    const good = valueOf(schema, hints, name).map((value) => percentEncode(asText(value)));
    if (valid) return good;
    return fc.oneof(
      { arbitrary: good, weight: 8 },
      { arbitrary: nastyString.map((value) => percentEncode(value)), weight: 2 },
      { arbitrary: brokenText, weight: 1 },
      { arbitrary: fc.integer({ min: 90, max: 5_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
      { arbitrary: fc.constant(''), weight: 1 },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]!), operation.path),
    );
}

function queryOf(operation: Operation, hints: Hints, valid: boolean): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((p) => p.in === 'query');
  const pairsOf = (name: string, schema: JsonSchema, required: boolean) => {
    const one = (value: unknown) => `${percentEncode(name)}=${percentEncode(asText(value))}`;
    const good = valueOf(schema, hints, name).map((value) =>
      Array.isArray(value) ? value.map(one) : value === undefined ? [] : [one(value)],
    );
    const absent = fc.constant([] as string[]);
    if (valid)
      return required ? good : fc.oneof({ arbitrary: good, weight: 1 }, { arbitrary: absent, weight: 2 });
    return fc.oneof(
      { arbitrary: good, weight: 10 },
      { arbitrary: absent, weight: required ? 1 : 6 },
      { arbitrary: wrongValue.map((value) => [one(value)]), weight: 3 },
      {
        arbitrary: fc.array(wrongValue, { minLength: 2, maxLength: 40 }).map((values) => values.map(one)),
        weight: 1,
      },
      { arbitrary: brokenText.map((text) => [`${percentEncode(name)}=${text}`]), weight: 1 },
      { arbitrary: fc.constantFrom([`${name}`], [`${name}[]=1`], [`${name}[a]=1`], [`${name}=`]), weight: 1 },
    );
  };
  const extra = fc.oneof(
    fc.constantFrom(
      '__proto__=x',
      '__proto__[admin]=1',
      'constructor[prototype][admin]=1',
      'toString=1',
      'hasOwnProperty=1',
      '&&',
      '=',
      '=x',
    ),
    fc.tuple(nastyString, nastyString).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
    brokenText,
  );
  const none = fc.constant([] as string[]);
  return fc
    .tuple(
      fc.tuple(...parameters.map((p) => pairsOf(p.name, p.schema, p.required)), none),
      valid
        ? none
        : fc.oneof(
            { arbitrary: none, weight: 6 },
            { arbitrary: fc.array(extra, { maxLength: 4 }), weight: 1 },
          ),
      // Node's HTTP parser refuses a request line over 16 kB (431) before Fastify sees it.
      valid
        ? fc.constant('')
        : fc.oneof(
            { arbitrary: fc.constant(''), weight: 20 },
            {
              arbitrary: fc.integer({ min: 1_000, max: 12_000 }).map((n) => `q=${'a'.repeat(n)}`),
              weight: 1,
            },
          ),
    )
    .map(([pairs, extras, huge]) => {
      const all = [...pairs.flat(), ...extras, ...(huge ? [huge] : [])];
      return all.length ? `?${all.join('&')}` : '';
    });
}

function authorizationOf(
  operation: Operation,
  credentials: Credentials,
  valid: boolean,
): fc.Arbitrary<string | undefined> {
  const scheme = operation.security[0];
  const validOf = scheme ? credentials.valid[scheme] : undefined;
  if (valid) return validOf ? fc.constant(null).map(() => validOf()) : fc.constant(undefined);
  const garbage = fc.oneof(
    headerText,
    headerText.map((text) => `Bearer ${text}`),
    credentials.forged().map((token) => `Bearer ${token}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'bearer null', 'Bearer a.b.c'),
  );
  if (!scheme) {
    // A public operation may still read a token when one is sent (an enquiry from a member).
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 6 },
      { arbitrary: fc.constant(null).map(() => credentials.valid.accessToken!()), weight: 1 },
      { arbitrary: garbage, weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: garbage, weight: 2 },
    ...(validOf ? [{ arbitrary: fc.constant(null).map(() => validOf()), weight: 12 }] : []),
  );
}

/**
 * A request for `operation`: half of them follow the schema throughout (a valid token, a JSON
 * body), so they reach the handler; the other half put something else anywhere (the URL,
 * headers, content type, body).
 */
export function requestOf(
  operation: Operation,
  hints: Hints,
  credentials: Credentials,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    requestIn(operation, hints, credentials, true),
    requestIn(operation, hints, credentials, false),
  );
}

function requestIn(
  operation: Operation,
  hints: Hints,
  credentials: Credentials,
  valid: boolean,
): fc.Arbitrary<FuzzRequest> {
  const headerParameters = operation.parameters.filter((p) => p.in === 'header');
  const writes = operation.method !== 'GET';
  const validBody: fc.Arbitrary<Body> = operation.body
    ? valueOf(operation.body, hints).map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value),
      }))
    : fc.constant<Body>({});
  const none = fc.constant(null);
  return fc
    .record({
      path: pathOf(operation, hints, valid),
      query: queryOf(operation, hints, valid),
      authorization: authorizationOf(operation, credentials, valid),
      body: valid
        ? validBody
        : writes
          ? bodyOf(operation, hints)
          : fc.oneof(
              { arbitrary: fc.constant<Body>({}), weight: 20 },
              { arbitrary: bodyOf(operation, hints), weight: 1 },
            ),
      headers: fc.tuple(
        ...headerParameters.map((p) => {
          const good = valueOf(p.schema, hints, p.name).map((value) => [p.name, asText(value)] as const);
          if (valid) return good;
          return fc.oneof(
            { arbitrary: good, weight: 8 },
            { arbitrary: headerText.map((value) => [p.name, value] as const), weight: 2 },
            { arbitrary: none, weight: 1 },
          );
        }),
        none,
      ),
      cookie: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 10 },
        {
          arbitrary: valueOf({ type: 'string' }, hints, 'refreshCookie').map(
            (value) => `stayvn_refresh=${asText(value)}`,
          ),
          weight: 3,
        },
        ...(valid ? [] : [{ arbitrary: headerText, weight: 1 }]),
      ),
      extraHeader: valid
        ? none
        : fc.oneof(
            { arbitrary: none, weight: 12 },
            fc.tuple(
              fc.constantFrom(
                'accept-language',
                'accept',
                'x-forwarded-for',
                'origin',
                'if-none-match',
                'range',
                'content-encoding',
                'transfer-encoding',
              ),
              headerText,
            ),
          ),
      remoteAddress,
    })
    .map(({ path, query, authorization, body, headers, cookie, extraHeader, remoteAddress }) => {
      const all: Record<string, string> = {};
      for (const header of headers) if (header) all[header[0]] = header[1];
      if (authorization !== undefined) all.authorization = authorization;
      if (cookie !== undefined) all.cookie = cookie;
      if (body.contentType) all['content-type'] = body.contentType;
      if (extraHeader && !(extraHeader[0] in all)) all[extraHeader[0]] = extraHeader[1];
      const scheme = operation.security[0];
      return {
        options: {
          method: operation.method,
          url: path + query,
          headers: all,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          remoteAddress,
        },
        authenticated: Boolean(
          scheme && authorization !== undefined && authorization === credentials.valid[scheme]?.(),
        ),
      } as FuzzRequest;
    });
}

const shown = (text: string, limit = 1_500) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length.toLocaleString('en')} characters)` : text;

/** The request, short enough to read: long values cut, bytes as base64. */
export function describeRequest({ options }: FuzzRequest): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? '(no body)'
      : Buffer.isBuffer(payload)
        ? `base64:${shown(payload.toString('base64'))}`
        : shown(JSON.stringify(payload));
  const headers = Object.fromEntries(
    Object.entries(options.headers).map(([name, value]) => [name, shown(value, 300)]),
  );
  return `${options.method} ${shown(options.url)}\nheaders: ${JSON.stringify(headers)}\nbody: ${body}`;
}

/**
 * What passes: a 2xx, a redirect with its Location, or a 4xx in the error envelope. A 5xx, a bare
 * 4xx or anything else is a failure, told with the operation, the request and the answer.
 */
export function problemOf(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return response.headers.location ? null : `${status} without a Location`;
  if (status >= 400 && status < 500) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `${status} whose body is not JSON`;
    }
    return errorEnvelopeSchema.safeParse(body).success ? null : `${status} without the error envelope`;
  }
  return `${status}`;
}

export function failureMessage(
  operation: Operation,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  problem: string,
) {
  return (
    `${operation.label} answered ${problem}\n` +
    `request:\n${describeRequest(request)}\n` +
    `response: ${response.statusCode} ${shown(response.body, 1_000)}`
  );
}
