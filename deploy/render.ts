/**
 * Renders deploy/nginx/*.template for a set of API processes: ukgh.conf (the upstream and the server, for
 * /etc/nginx/conf.d/) and nginx.conf (a whole configuration around it, to run nginx from a folder as any
 * user). `client_max_body_size` is worked out from the API's own upload limits, so the two never drift.
 *
 * Usage: node deploy/render.ts --out DIR --listen 127.0.0.1:8080 --api 127.0.0.1:3001 --api 127.0.0.1:3002
 * then `nginx -t -p DIR -c DIR/nginx.conf` (deploy/check.ts does that) and `nginx -p DIR -c DIR/nginx.conf`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MULTIPART_LIMITS } from '../apps/api/src/lib/uploads.ts';

const TEMPLATES = path.join(import.meta.dirname, 'nginx');
const MB = 1024 * 1024;

export interface NginxOptions {
  /** `host:port` (or a port) nginx listens on. */
  listen: string;
  /** `host:port` of each API process. */
  apis: string[];
  /** Passive health (upstream `server` parameters). */
  maxFails?: number;
  failTimeoutSeconds?: number;
}

/** Every file of an upload at the size limit plus every text field at its limit, and a megabyte of framing. */
export const clientMaxBodySize = () =>
  `${Math.ceil((MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize) / MB) + 1}m`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}}`);
    return value;
  });

/** The site configuration (ukgh.conf). */
export const renderSite = async (options: NginxOptions) => {
  if (options.apis.length === 0) throw new Error('at least one API process (--api host:port)');
  const servers = options.apis
    .map(
      (address) =>
        `    server ${address} max_fails=${options.maxFails ?? 2} fail_timeout=${options.failTimeoutSeconds ?? 10}s;`,
    )
    .join('\n');
  return fill(await readFile(path.join(TEMPLATES, 'ukgh.conf.template'), 'utf8'), {
    UPSTREAM_SERVERS: servers,
    LISTEN: options.listen,
    CLIENT_MAX_BODY_SIZE: clientMaxBodySize(),
  });
};

/** Writes ukgh.conf and the standalone nginx.conf into `dir`; returns the nginx.conf path. */
export const renderNginx = async (dir: string, options: NginxOptions) => {
  const prefix = path.resolve(dir);
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  await writeFile(path.join(prefix, 'ukgh.conf'), await renderSite(options));
  const main = fill(await readFile(path.join(TEMPLATES, 'nginx.conf.template'), 'utf8'), { PREFIX: prefix });
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, main);
  return file;
};

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string', default: '8080' },
      api: { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.out) throw new Error('--out DIR is required');
  const file = await renderNginx(values.out, { listen: values.listen, apis: values.api });
  process.stdout.write(`${file}\n`);
}
