import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
  const current = String(reply.getHeader('vary') ?? '');
  const tokens = current.split(',').map((t) => t.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
};

/**
 * Compresses JSON answers (brotli or gzip, as the client accepts) once they are large enough to gain from it.
 * Files (the web app, uploads, PDFs, CSV streams) are not touched here: the web app's files are compressed at
 * build time and served precompressed by the static plugin.
 */
export const registerCompression = (app: FastifyInstance, { threshold = COMPRESS_THRESHOLD } = {}) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
      return payload;
    }
    if (reply.getHeader('content-encoding')) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < threshold) return payload;
    // The answer differs by Accept-Encoding from here on, whatever this client asked for.
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressors[encoding](body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
};
