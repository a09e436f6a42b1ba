import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DEPLOY = fileURLToPath(new URL('../../../deploy/', import.meta.url));

interface Service {
  readonly image?: string;
  readonly build?: { readonly context: string; readonly dockerfile: string };
  readonly ports?: readonly string[];
  readonly environment?: Record<string, string>;
  readonly volumes?: readonly string[];
  readonly healthcheck?: { readonly test: readonly string[] };
  readonly depends_on?: Record<string, { readonly condition: string }>;
}

/** The Dockerfile's stages: each `FROM … AS name` with its instructions (continuation lines joined). */
function stages(text: string): { name: string; instructions: { keyword: string; args: string }[] }[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const found: { name: string; instructions: { keyword: string; args: string }[] }[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      found.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(found.length), instructions: [] });
    } else found.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return found;
}

// Issue 23, must show 4: there is no container runtime here; the files are read as the tools would read them.
describe('deploy/', () => {
  it('compose.yaml runs PostgreSQL, Redis, two app instances and nginx, each with a health check', () => {
    const compose = parse(readFileSync(`${DEPLOY}compose.yaml`, 'utf8'), { merge: true }) as {
      services: Record<string, Service>;
    };
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis']);
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test, name).toBeDefined();
    for (const app of [services['app1']!, services['app2']!]) {
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(app.environment?.['DATABASE_URL']).toMatch(/^postgres:\/\/arrakis:.*@postgres:5432\/arrakis$/);
      expect(app.environment?.['REDIS_URL']).toBe('redis://redis:6379');
      expect(app.environment?.['ARRAKIS_TRUST_PROXY']).toBeTruthy();
      // Not published: only the proxy reaches the instances.
      expect(app.ports).toBeUndefined();
      expect(app.depends_on?.['postgres']?.condition).toBe('service_healthy');
      expect(app.depends_on?.['redis']?.condition).toBe('service_healthy');
    }
    const nginx = services['nginx']!;
    expect(nginx.ports).toEqual(['8080:80']);
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(existsSync(`${DEPLOY}nginx.conf`)).toBe(true);
    expect(services['postgres']!.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
  });

  it('nginx.conf proxies both instances with WebSocket upgrades and the client address', () => {
    const conf = readFileSync(`${DEPLOY}nginx.conf`, 'utf8');
    expect(conf).toMatch(/server app1:8080/);
    expect(conf).toMatch(/server app2:8080/);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toMatch(/proxy_http_version 1\.1;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('the Dockerfile builds in one stage and runs the compiled server as a user of its own, with a health check', () => {
    const built = stages(readFileSync(`${DEPLOY}Dockerfile`, 'utf8'));
    expect(built.length).toBeGreaterThanOrEqual(2);
    const [build, runtime] = [built[0]!, built.at(-1)!];
    expect(build.instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args))).toBe(true);
    expect(runtime.instructions.some((i) => i.keyword === 'COPY' && i.args.includes(`--from=${build.name}`))).toBe(
      true,
    );
    const users = runtime.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1)!.split(':')[0]);
    const health = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(health?.args).toMatch(/\/readyz/);
    expect(runtime.instructions.find((i) => i.keyword === 'EXPOSE')?.args).toBe('8080');
    expect(runtime.instructions.find((i) => i.keyword === 'CMD')?.args).toContain('packages/server/dist/server.js');
  });
});
