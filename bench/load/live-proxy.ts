/**
 * The proxy of docs/operations.md ("Live channel behind a proxy") in front of several Fete processes, for
 * `BENCH_LIVE_PROCESSES=2 npm run bench:live`: nginx (Debian's `nginx-light` or `nginx`; `BENCH_NGINX` names
 * another binary), one worker, round-robin over the processes, the recipe's `/api/live` block as written but for
 * its per-client limit: every stream of the bench comes from one address (127.0.0.1), so the limit is set above
 * the streams instead of the recipe's 60, which would refuse the 61st. Ordinary requests reuse upstream
 * connections (`keepalive`, HTTP/1.1). Every answer says which process served it (`X-Upstream`, the bench's own
 * header: where each stream landed and which process answered each send).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanUp } from './targets';

export const nginxBinary = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

export function nginxConfig(dir: string, port: number, upstreams: number[], streams: number): string {
  // Each stream is two connections (from the client, to a process), and the bench's sends open as many more as
  // are waiting for an answer: with 2 × streams + 1,024, the storm's sends were dropped ("socket ended").
  const connections = 4 * streams + 8_192;
  return `worker_processes 1;
worker_rlimit_nofile ${connections + 1_024};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream fete {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  limit_conn_zone $binary_remote_addr zone=fete_live:10m;
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    add_header X-Upstream $upstream_addr always;
    location /api/live {
      limit_conn fete_live ${streams + 100};
      limit_conn_status 503;
      proxy_buffering off;
      proxy_read_timeout 60s;
      proxy_pass http://fete;
    }
    location / {
      proxy_pass http://fete;
    }
  }
}
`;
}

/** nginx on `port` in front of `upstreams`, in the foreground (stopped with the bench); answers its pid. */
export async function startProxy(port: number, upstreams: number[], streams: number): Promise<number> {
  if (!fs.existsSync(nginxBinary))
    throw new Error(`BENCH_LIVE_PROCESSES needs nginx (${nginxBinary}): apt-get install nginx-light`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-bench-proxy-'));
  fs.chmodSync(dir, 0o755); // its workers (nobody) create their temp folders in it
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, upstreams, streams));
  const check = spawnSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const child = spawn(nginxBinary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onCleanUp(() => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/hero-slides`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child.pid!;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx on ${port} did not answer (${dir}/error.log)`);
}
