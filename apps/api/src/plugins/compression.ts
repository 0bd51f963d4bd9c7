import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size the bytes saved do not pay for the compression and the extra header. */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

// Brotli's default quality (11) is meant for build time; 4 compresses JSON about as well as gzip -6 or better
// at a fraction of the CPU, which matters on a per-request path.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * The encoding to answer with, from an Accept-Encoding header: the client's highest q-value among the two we
 * offer, brotli first on a tie; `*` stands for any; q=0 refuses. Undefined means identity.
 */
export const chooseEncoding = (header: string | undefined): Encoding | undefined => {
  if (!header) return undefined;
  // Browsers send a few fixed headers over and over: each is read once (the memory is bounded).
  if (chosen.has(header)) return chosen.get(header);
  const encoding = readEncoding(header);
  if (chosen.size >= MAX_REMEMBERED_HEADERS) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
};

const MAX_REMEMBERED_HEADERS = 100;
const chosen = new Map<string, Encoding | undefined>();

const readEncoding = (header: string): Encoding | undefined => {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, weight: weightOf(encoding) }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight)[0];
  return best?.encoding;
};

const addVary = (reply: FastifyReply) => {
  const header = reply.getHeader('vary');
  if (header === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const current = String(header);
  const tokens = current.split(',').map((t) => t.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
};

/** The encoding to send a JSON body of `bytes` in, or undefined for as it is. */
const encodingFor = (request: FastifyRequest, reply: FastifyReply, bytes: number, threshold: number) => {
  if (bytes < threshold) return undefined;
  // The answer differs by Accept-Encoding from here on, whatever this client asked for.
  addVary(reply);
  return chooseEncoding(request.headers['accept-encoding']);
};

/**
 * An answer served many times over (the public tracker's cache, the public pages drawn with the rate card): its bytes made once, and compressed once
 * per encoding, on the first request that asks for it, instead of on every request (brotli of a 2 KB answer
 * costs more CPU than the rest of a cached lookup). A failed compression is forgotten, so the next request
 * tries again.
 */
export interface StoredText {
  /**
   * The answer, sent as this text when it goes uncompressed: Node writes a text body with the headers in one
   * socket write, where a Buffer body takes a gathered write of the two, which cost more here (the bench).
   */
  readonly text: string;
  /** Its length in UTF-8 bytes, counted once. */
  readonly bytes: number;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export const storedText = (text: string, bytes = Buffer.byteLength(text)): StoredText => {
  // Made when a client first asks for a compressed form: most answers read afresh (the uncached tracker's) never are.
  let encodings: Map<Encoding, Promise<Buffer>> | undefined;
  return {
    text,
    bytes,
    encoded(encoding) {
      encodings ??= new Map();
      let compressed = encodings.get(encoding);
      if (!compressed) {
        compressed = compressors[encoding](Buffer.from(text));
        compressed.catch(() => encodings?.delete(encoding));
        encodings.set(encoding, compressed);
      }
      return compressed;
    },
  };
};

/** A JSON answer already ASCII (asciiJson, or ASCII pieces joined): its UTF-8 bytes are its characters. */
export const storedAsciiJson = (ascii: string): StoredText => storedText(ascii, ascii.length);

/** Marks a reply whose body sendStoredText has already encoded (or chosen to send as it is): the hook leaves
 * it. A property of the reply, where a WeakSet of replies cost a weak entry for the collector on each one. */
const SETTLED = Symbol('ukgh.encodingSettled');
type SettledReply = FastifyReply & { [SETTLED]?: true };

/**
 * Sends a stored answer of `type` as the compression hook would have sent its text, from its kept bytes: at
 * once when it goes as it is (no promise: the cached tracker's path), or once its compressed form is ready.
 */
export const sendStoredText = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredText,
  type: string,
): Promise<void> | undefined => {
  reply.type(type);
  (reply as SettledReply)[SETTLED] = true;
  const encoding = encodingFor(request, reply, answer.bytes, COMPRESS_THRESHOLD);
  if (!encoding) {
    reply.send(answer.text);
    return undefined;
  }
  return answer.encoded(encoding).then((compressed) => {
    reply.header('content-encoding', encoding).send(compressed);
  });
};

export const sendStoredJson = (request: FastifyRequest, reply: FastifyReply, answer: StoredText) =>
  sendStoredText(request, reply, answer, 'application/json; charset=utf-8');

/**
 * Compresses JSON answers (brotli or gzip, as the client accepts) once they are large enough to gain from it.
 * Files (the web app, uploads, PDFs, CSV streams) are not touched here: the web app's files are compressed at
 * build time and served precompressed by the static plugin.
 */
export const registerCompression = (app: FastifyInstance, { threshold = COMPRESS_THRESHOLD } = {}) => {
  // A callback hook, not an async one: most answers pass it untouched, and need no promise for that.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if ((reply as SettledReply)[SETTLED]) return done(null, payload);
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
      return done(null, payload);
    }
    if (reply.getHeader('content-encoding')) return done(null, payload);
    // The bytes are counted without copying them; they are copied only to be compressed.
    const bytes = Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload);
    const encoding = encodingFor(request, reply, bytes, threshold);
    if (!encoding) return done(null, payload);
    compressors[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload)).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
};
