/**
 * docker-compose.yml (the scaled-out deployment) checked without a Docker engine: against the
 * Compose specification's JSON schema, and against the code it runs (the variables
 * application/config.ts reads and accepts, the workers of workers/registry.ts, the proxy's
 * upstreams in deploy/nginx.conf, the request sizes api/app.ts takes).
 *
 * tools/schemas/compose-spec.json: schema/compose-spec.json of github.com/compose-spec/compose-spec (commit
 * 00655e2222608fa6eaecdf12ac5195889ca2244a), Apache-2.0, vendored unchanged.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type AnySchemaObject } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../api/http/body-limit';
import { loadConfig } from '../../application/config';
import { WORKERS } from '../../workers/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The parts of a service this test reads; the schema check below vouches for their shapes. */
interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  restart?: string;
  ports?: string[];
  volumes?: string[];
}

// Merge keys (`<<: *anchor`) are YAML 1.1; Compose resolves them, so the parser must too.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const serviceNames = new Set(Object.keys(compose.services));

/** Services that run the KeyMart image (the APIs and the workers). */
const appServices = services.filter(([, service]) => service.build !== undefined);

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}`, `${NAME-default}` and `$$`, as
 * `docker compose up` does it in a shell that sets none of the variables.
 * @throws Error on any other `${...}` form
 */
function interpolate(value: string): string {
  const result = value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g,
    (match, _name, fallback: string | undefined) => (match === '$$' ? '\u0000' : (fallback ?? '')),
  );
  if (result.includes('${')) throw new Error(`Unsupported interpolation in ${value}`);
  return result.replaceAll('\u0000', '$');
}

/** The variables the image sets (the Dockerfile's `ENV NAME=value` lines). */
const imageEnvironment: Record<string, string> = Object.fromEntries(
  [...read('Dockerfile').matchAll(/^ENV ([A-Za-z_][A-Za-z0-9_]*)=(\S*)$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ]),
);

/**
 * A KeyMart service's environment as the container sees it, in a shell that sets no variables:
 * the image's variables, overridden by the service's.
 */
const environmentOf = (service: Service): Record<string, string> => ({
  ...imageEnvironment,
  ...Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value ?? '')),
    ]),
  ),
});

/** The worker a service runs through bin/worker.ts, or undefined. */
function workerOf(service: Service): string | undefined {
  const [npx, tsx, script, name] = service.command ?? [];
  return npx === 'npx' && tsx === 'tsx' && script === 'bin/worker.ts' ? name : undefined;
}

/** `8mb`, `64kb`, `8m`, `64k` as bytes. */
function bytes(size: string): number {
  const match = /^(\d+)\s*([km])b?$/i.exec(size);
  if (!match) throw new Error(`Not a size: ${size}`);
  return Number(match[1]) * (match[2]!.toLowerCase() === 'k' ? 1024 : 1024 * 1024);
}

const registered = WORKERS.map((worker) => worker.name);

describe('docker-compose.yml', () => {
  it('is a valid Compose file by the Compose specification schema', () => {
    const schema = JSON.parse(read('tools/schemas/compose-spec.json')) as AnySchemaObject;
    const draft07 = createRequire(import.meta.url)(
      'ajv/dist/refs/json-schema-draft-07.json',
    ) as AnySchemaObject;
    // The schema names draft-07 by its https address; Ajv knows that meta-schema by the http one.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema({ ...draft07, $id: schema.$schema as string });
    const validate = ajv.compile(schema);

    const valid = validate(compose);

    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('sets only variables that application/config.ts reads', () => {
    const config = read('application/config.ts');
    const unread = appServices.flatMap(([name, service]) =>
      Object.keys(service.environment ?? {})
        .filter((variable) => !new RegExp(`^\\s+${variable}:`, 'm').test(config))
        .map((variable) => `${name}: ${variable}`),
    );

    expect(unread).toEqual([]);
  });

  it('gives every KeyMart container a configuration that loadConfig accepts', () => {
    // The image runs in production: what is refused there is refused in these containers.
    expect(imageEnvironment.NODE_ENV).toBe('production');
    for (const [name, service] of appServices) {
      const env = environmentOf(service);
      expect(() => loadConfig(env), name).not.toThrow();
      const config = loadConfig(env);
      if (config.workers !== 'all')
        expect(
          config.workers.filter((worker) => !registered.includes(worker)),
          name,
        ).toEqual([]);
      expect(
        config.kafka.consumers.filter((worker) => !registered.includes(worker)),
        name,
      ).toEqual([]);
      for (const broker of config.kafka.brokers)
        expect(serviceNames, `${name}: KAFKA_BROKERS ${broker}`).toContain(broker.split(':')[0]);
    }
  });

  it('starts only workers that workers/registry.ts has', () => {
    const unknown = services
      .map(([, service]) => workerOf(service))
      .filter((worker) => worker !== undefined && !registered.includes(worker));

    expect(unknown).toEqual([]);
  });

  it('runs every registered worker in a container, as the APIs run none', () => {
    const run = new Set(services.map(([, service]) => workerOf(service)));
    const apis = appServices.filter(([, service]) => workerOf(service) === undefined);

    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, api] of apis) expect(environmentOf(api).WORKERS).toBe('none');
    expect(registered.filter((worker) => !run.has(worker))).toEqual([]);
  });

  it('names only services of the file in depends_on, and waits only on what can report it', () => {
    for (const [name, service] of services) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = compose.services[dependency];
        expect(target, `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy')
          expect(target?.healthcheck, `${dependency} has a healthcheck`).toBeDefined();
        if (condition === 'service_completed_successfully')
          expect(target?.restart ?? 'no', `${dependency} runs once`).toBe('no');
      }
    }
  });

  it('creates the topic that the KeyMart containers publish to and read from', () => {
    const command = compose.services['kafka-init']?.command ?? [];
    const topic = interpolate(command[command.indexOf('--topic') + 1] ?? '');

    for (const [name, service] of appServices)
      expect(loadConfig(environmentOf(service)).kafka.topic, name).toBe(topic);
  });

  it('mounts files that exist', () => {
    const missing = services.flatMap(([, service]) =>
      (service.volumes ?? [])
        .map((volume) => volume.split(':')[0]!)
        .filter((source) => source.startsWith('.') && !fs.existsSync(path.join(ROOT, source))),
    );

    expect(missing).toEqual([]);
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');
  const proxy = compose.services.proxy!;

  it('is what the proxy service runs', () => {
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('sends requests only to API services, on the port they listen on', () => {
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(
      ([, host, port]) => ({ host: host!, port: port! }),
    );

    expect(upstreams.map(({ host }) => host)).toEqual(['api-1', 'api-2']);
    for (const { host, port } of upstreams) {
      const service = compose.services[host];
      expect(service, host).toBeDefined();
      expect(String(loadConfig(environmentOf(service!)).port), host).toBe(port);
    }
  });

  it('serves on the port that PUBLIC_URL names, and listens where that port is published', () => {
    const listen = /^\s*listen\s+(\d+);/m.exec(nginx)?.[1];
    const [published, target] = (proxy.ports ?? [])[0]?.split(':') ?? [];

    expect(target).toBe(listen);
    for (const [name, service] of appServices) {
      const publicUrl = loadConfig(environmentOf(service)).publicUrl;
      expect(publicUrl && new URL(publicUrl).port, name).toBe(published);
    }
  });

  it('takes request bodies as large as the largest the API accepts', () => {
    const proxyLimit = /client_max_body_size\s+(\d+[km]);/i.exec(nginx)?.[1];
    expect(bytes(proxyLimit ?? '1m')).toBeGreaterThanOrEqual(
      Math.max(...Object.values(BODY_LIMITS)),
    );
  });
});
