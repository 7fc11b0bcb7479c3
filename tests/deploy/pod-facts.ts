// What the rules read off rendered objects: typed views, label selection, a container's
// environment as the kubelet assembles it, and port resolution.
import type { Deployment } from "kubernetes-types/apps/v1";
import type { ConfigMap, Container, PodSpec } from "kubernetes-types/core/v1";
import type { LabelSelector } from "kubernetes-types/meta/v1";
import type { K8sObject } from "./render.ts";
import { SECRET_FILE_VARIABLES } from "../../server/secret-files.ts";

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
  /** From a Secret: as an environment variable (`env`, which leaves it readable in /proc/<pid>/environ) or as a file (`file`, NAME_FILE). */
  secret?: { name: string; key: string; optional: boolean; as: "env" | "file"; readOnly?: boolean };
  /** Where it was set, for messages. */
  from: string;
}

/**
 * A container's variables: the image's, then envFrom ConfigMaps in order, then env (which
 * wins). NAME_FILE naming a file of a mounted Secret (server/secret-files.ts) is read as
 * NAME from that Secret. Secrets passed whole (envFrom secretRef) are in `secretsAsEnv`.
 */
export function containerEnv(c: Container, objects: K8sObject[], pod: PodSpec): Map<string, EnvSource> {
  const env = new Map<string, EnvSource>(Object.entries(IMAGE_ENV).map(([k, v]) => [k, { value: v, from: "the image" }]));
  for (const source of c.envFrom ?? []) {
    if (!source.configMapRef) continue;
    const map = ofKind<ConfigMap>(objects, "ConfigMap").find((m) => m.metadata.name === source.configMapRef!.name);
    for (const [k, v] of Object.entries(map?.data ?? {})) env.set(`${source.prefix ?? ""}${k}`, { value: v, from: `ConfigMap ${map!.metadata.name}` });
  }
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    env.set(e.name, ref ? { secret: { name: ref.name ?? "", key: ref.key, optional: ref.optional ?? false, as: "env" }, from: "env" } : { value: e.value, from: "env" });
  }
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env.get(`${name}_FILE`)?.value;
    const secret = file === undefined ? undefined : secretFile(c, pod, file);
    if (!secret) continue;
    env.delete(`${name}_FILE`);
    env.set(name, { secret: { ...secret, as: "file" }, from: `${name}_FILE=${file}` });
  }
  return env;
}

/** The names of the Secrets a container takes whole as environment variables (envFrom). */
export const secretsAsEnv = (c: Container): string[] => (c.envFrom ?? []).flatMap((s) => (s.secretRef ? [s.secretRef.name ?? ""] : []));

/** The Secret key behind a file path, if the path is in a mounted Secret volume. */
function secretFile(c: Container, pod: PodSpec, file: string) {
  for (const mount of c.volumeMounts ?? []) {
    const dir = mount.mountPath.replace(/\/$/, "");
    if (!file.startsWith(`${dir}/`)) continue;
    const volume = pod.volumes?.find((v) => v.name === mount.name)?.secret;
    if (!volume) continue;
    const relative = file.slice(dir.length + 1);
    const key = volume.items ? volume.items.find((i) => i.path === relative)?.key : relative;
    if (key === undefined) continue;
    return { name: volume.secretName ?? "", key, optional: volume.optional ?? false, readOnly: mount.readOnly === true };
  }
  return undefined;
}

/** The container port a probe, Service or policy names (by name or number), if there is one. */
export function containerPort(c: Container, port: string | number | undefined): number | undefined {
  const found = (c.ports ?? []).find((p) => (typeof port === "number" ? p.containerPort === port : p.name === port));
  return found?.containerPort;
}
