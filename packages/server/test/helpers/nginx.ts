import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './redis.ts';

export const NGINX = '/usr/sbin/nginx';

/** The proxy configuration of deploy/ (issue 23): the tests run that very file. */
export const DEPLOY_NGINX_CONF = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export interface TestNginx {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with the test's instances in place of app1 and app2 and a free loopback port in place of 80,
 * in an nginx of the test's own (its own prefix, pid, logs and temp files in a temp dir; never the system's).
 */
export async function startNginx(upstreams: readonly string[]): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-nginx-'));
  // nginx's workers run as another user when the tests run as root: they must reach the temp files.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const deployed = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  const server = /^(\s*)server app1:8080( [^;]*)?;$/m.exec(deployed);
  if (!server) throw new Error('deploy/nginx.conf has no "server app1:8080" line');
  const site = deployed
    .replace(/^\s*server app\d:8080[^;]*;\n/gm, '')
    .replace(
      /upstream arrakis \{\n/,
      `upstream arrakis {\n${upstreams.map((u) => `${server[1]}server ${u}${server[2] ?? ''};\n`).join('')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'arrakis.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      temp,
      `  include ${join(dir, 'arrakis.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}):\n${output}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([listening(port), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts connections on the port (nginx has no "ready" line to wait for). */
async function listening(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}
