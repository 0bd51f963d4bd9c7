// The nginx configuration the cluster test runs: deploy/'s site file, with the test's ports, inside a main
// configuration that keeps nginx's pid, logs and temporary files in the test's folder (nginx -p DIR -c …).
import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const renderNginx = (options: {
  repoDir: string;
  /** The test's nginx folder (prefix). */
  dir: string;
  listenPort: number;
  /** host:port of each API process. */
  upstreams: string[];
}) => {
  const site = readFileSync(path.join(options.repoDir, 'deploy', 'nginx', 'ukgh.conf'), 'utf8');
  const rendered = site
    .replace(/upstream\s+ukgh_api\s*\{[^}]*\}/, () => {
      const servers = options.upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=2s;`).join('\n');
      return `upstream ukgh_api {\n${servers}\n}`;
    })
    .replace(/listen\s+[^;]+;/g, `listen 127.0.0.1:${options.listenPort};`)
    .replace(/^\s*ssl_[^;]*;\s*$/gm, '')
    .replace(/^\s*server_name[^;]*;\s*$/gm, '  server_name _;');
  // nginx's workers run as an unprivileged user when the master is root: they write request bodies there.
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const dir = path.join(options.dir, `${sub}_temp`);
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
  }
  const at = (name: string) => path.join(options.dir, name);
  return `daemon off;
worker_processes 1;
worker_shutdown_timeout 2s;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body_temp')};
  proxy_temp_path ${at('proxy_temp')};
  fastcgi_temp_path ${at('fastcgi_temp')};
  uwsgi_temp_path ${at('uwsgi_temp')};
  scgi_temp_path ${at('scgi_temp')};
${rendered}
}
`;
};
