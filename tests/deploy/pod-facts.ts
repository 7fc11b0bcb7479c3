// What the rules read off rendered objects: typed views, label selection, a container's
// environment as the kubelet assembles it, and port resolution.
import type { Deployment } from "kubernetes-types/apps/v1";
import type { ConfigMap, Container, PodSpec } from "kubernetes-types/core/v1";
import type { LabelSelector } from "kubernetes-types/meta/v1";
import type { K8sObject } from "./render.ts";

/** The rendered objects of one kind, typed (schema-check.ts has checked their shape). */
export const ofKind = <T>(objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind) as unknown as (T & K8sObject)[];

/** Whether a selector (a LabelSelector, or a Service's plain map) selects these labels. */
export function selects(selector: LabelSelector | Record<string, string> | undefined, labels: Record<string, string> = {}): boolean {
  if (!selector) return false;
  const s: LabelSelector = "matchLabels" in selector || "matchExpressions" in selector ? (selector as LabelSelector) : { matchLabels: selector as Record<string, string> };
  const byLabel = Object.entries(s.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (s.matchExpressions ?? []).every((e) => {
    const value = labels[e.key];
    if (e.operator === "In") return value !== undefined && (e.values ?? []).includes(value);
    if (e.operator === "NotIn") return value === undefined || !(e.values ?? []).includes(value);
    if (e.operator === "Exists") return value !== undefined;
    return value === undefined; // DoesNotExist
  });
  return byLabel && byExpression;
}

export const podLabels = (d: Deployment) => d.spec?.template.metadata?.labels ?? {};
export const podSpecOf = (d: Deployment): PodSpec => d.spec?.template.spec ?? { containers: [] };

/** The image's own ENV (Containerfile): what a variable is when the manifests leave it unset. */
export const IMAGE_ENV: Record<string, string> = { NODE_ENV: "production", HOST: "0.0.0.0", PORT: "3000", DATA_DIR: "/data" };

export interface EnvSource {
  value?: string;
  secret?: { name: string; key: string; optional: boolean };
  /** Where it was set, for messages. */
  from: string;
}

/** A container's variables: the image's, then envFrom ConfigMaps in order, then env (which wins). */
export function containerEnv(c: Container, objects: K8sObject[]): Map<string, EnvSource> {
  const env = new Map<string, EnvSource>(Object.entries(IMAGE_ENV).map(([k, v]) => [k, { value: v, from: "the image" }]));
  for (const source of c.envFrom ?? []) {
    if (!source.configMapRef) continue;
    const map = ofKind<ConfigMap>(objects, "ConfigMap").find((m) => m.metadata.name === source.configMapRef!.name);
    for (const [k, v] of Object.entries(map?.data ?? {})) env.set(`${source.prefix ?? ""}${k}`, { value: v, from: `ConfigMap ${map!.metadata.name}` });
  }
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    env.set(e.name, ref ? { secret: { name: ref.name ?? "", key: ref.key, optional: ref.optional ?? false }, from: "env" } : { value: e.value, from: "env" });
  }
  return env;
}

/** The container port a probe, Service or policy names (by name or number), if there is one. */
export function containerPort(c: Container, port: string | number | undefined): number | undefined {
  const found = (c.ports ?? []).find((p) => (typeof port === "number" ? p.containerPort === port : p.name === port));
  return found?.containerPort;
}
