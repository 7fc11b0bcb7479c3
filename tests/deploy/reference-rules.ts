// Objects that point at each other must meet: selectors select pods, named ports exist,
// referenced ConfigMaps, claims and accounts are rendered, the Ingress's host is the
// site's SITE_URL over TLS with TRUST_PROXY set, the network policy lets in the ingress
// controller and Prometheus and lets out DNS and the database; one namespace, restricted.
import type { Deployment } from "kubernetes-types/apps/v1";
import type { ConfigMap, Namespace, PersistentVolumeClaim, Service, ServiceAccount } from "kubernetes-types/core/v1";
import type { Ingress, NetworkPolicy, NetworkPolicyPort } from "kubernetes-types/networking/v1";
import type { PodDisruptionBudget } from "kubernetes-types/policy/v1";
import type { HorizontalPodAutoscaler } from "kubernetes-types/autoscaling/v2";
import { describeObject, type K8sObject } from "./render.ts";
import { containerEnv, containerPort, ofKind, podLabels, podSpecOf, selects } from "./pod-facts.ts";

const DNS_SUBDOMAIN = /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^(?=.{1,63}$)[a-z]([-a-z0-9]*[a-z0-9])?$/;

export function referenceProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const problem = (o: K8sObject, text: string) => problems.push(`${describeObject(o)}: ${text}`);
  const deployments = ofKind<Deployment>(objects, "Deployment");
  const selected = (selector: Parameters<typeof selects>[0]) => deployments.filter((d) => selects(selector, podLabels(d)));
  const named = <T>(kind: string, name: string | undefined) => ofKind<T>(objects, kind).find((o) => o.metadata.name === name);

  // Names, duplicates, one namespace that enforces the restricted Pod Security Standard.
  const seen = new Set<string>();
  const namespaces = ofKind<Namespace>(objects, "Namespace");
  for (const o of objects) {
    const id = `${o.kind}/${o.metadata?.namespace ?? ""}/${o.metadata?.name}`;
    if (seen.has(id)) problem(o, "rendered twice");
    seen.add(id);
    const pattern = o.kind === "Service" || o.kind === "Namespace" ? DNS_LABEL : DNS_SUBDOMAIN;
    if (!pattern.test(o.metadata?.name ?? "")) problem(o, `name "${o.metadata?.name}" is not a valid ${o.kind} name`);
    if (o.kind !== "Namespace" && (namespaces.length !== 1 || o.metadata.namespace !== namespaces[0]!.metadata.name)) {
      problem(o, `is not in the one Namespace these manifests create (${namespaces.map((n) => n.metadata.name).join(", ") || "none"})`);
    }
  }
  for (const n of namespaces) if (n.metadata.labels?.["pod-security.kubernetes.io/enforce"] !== "restricted") problem(n, "does not enforce the restricted Pod Security Standard");

  for (const d of deployments) {
    const pod = podSpecOf(d);
    if (pod.serviceAccountName && !named<ServiceAccount>("ServiceAccount", pod.serviceAccountName)) problem(d, `ServiceAccount ${pod.serviceAccountName} is not rendered`);
    for (const v of pod.volumes ?? []) {
      if (v.persistentVolumeClaim && !named<PersistentVolumeClaim>("PersistentVolumeClaim", v.persistentVolumeClaim.claimName)) problem(d, `claim ${v.persistentVolumeClaim.claimName} is not rendered`);
    }
    for (const c of pod.containers) {
      for (const m of c.volumeMounts ?? []) if (!pod.volumes?.some((v) => v.name === m.name)) problem(d, `container ${c.name} mounts ${m.name}, which is no volume`);
      for (const f of c.envFrom ?? []) if (f.configMapRef && !named<ConfigMap>("ConfigMap", f.configMapRef.name)) problem(d, `ConfigMap ${f.configMapRef.name} is not rendered`);
    }
  }

  for (const s of ofKind<Service>(objects, "Service")) {
    const pods = selected(s.spec?.selector);
    if (!pods.length) problem(s, "selects no Deployment's pods");
    for (const p of s.spec?.ports ?? []) {
      for (const d of pods) {
        if (!podSpecOf(d).containers.some((c) => containerPort(c, p.targetPort ?? p.port) !== undefined)) problem(s, `targetPort ${p.targetPort} is no container port of ${describeObject(d)}`);
      }
    }
  }

  for (const i of ofKind<Ingress>(objects, "Ingress")) {
    const tlsHosts = new Set((i.spec?.tls ?? []).flatMap((t) => t.hosts ?? []));
    for (const rule of i.spec?.rules ?? []) {
      if (!rule.host || !tlsHosts.has(rule.host)) problem(i, `host ${rule.host} is not served over TLS (spec.tls)`);
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend.service;
        const service = named<Service>("Service", backend?.name);
        if (!service) {
          problem(i, `backend Service ${backend?.name} is not rendered`);
          continue;
        }
        if (!service.spec?.ports?.some((p) => (backend?.port?.name ? p.name === backend.port.name : p.port === backend?.port?.number))) problem(i, `Service ${service.metadata.name} has no port ${backend?.port?.name ?? backend?.port?.number}`);
        // The app behind the ingress: its canonical URL is this host over HTTPS, and it believes the proxy.
        for (const d of selected(service.spec?.selector)) {
          for (const c of podSpecOf(d).containers) {
            const env = containerEnv(c, objects, podSpecOf(d));
            const site = env.get("SITE_URL")?.value;
            if (site !== `https://${rule.host}`) problem(i, `host ${rule.host}: ${describeObject(d)} has SITE_URL ${site}, not https://${rule.host}`);
            if (!env.get("TRUST_PROXY")?.value) problem(i, `${describeObject(d)} has no TRUST_PROXY: behind the ingress every visitor would share the proxy's address`);
          }
        }
      }
    }
  }

  for (const p of ofKind<PodDisruptionBudget>(objects, "PodDisruptionBudget")) if (!selected(p.spec?.selector).length) problem(p, "selects no Deployment's pods");

  for (const h of ofKind<HorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler")) {
    const target = h.spec?.scaleTargetRef;
    const d = target?.kind === "Deployment" ? named<Deployment>("Deployment", target.name) : undefined;
    if (!d) problem(h, `scaleTargetRef ${target?.kind}/${target?.name} is not rendered`);
    const min = h.spec?.minReplicas ?? 1;
    if (d && min < (d.spec?.replicas ?? 1)) problem(h, `minReplicas ${min} is below the Deployment's replicas ${d.spec?.replicas}`);
    if ((h.spec?.maxReplicas ?? 0) <= min) problem(h, "maxReplicas is not above minReplicas");
  }

  // Network policies add up: what all of those selecting a pod allow.
  const policies = ofKind<NetworkPolicy>(objects, "NetworkPolicy");
  for (const np of policies) if (!selected(np.spec?.podSelector).length) problem(np, "selects no Deployment's pods");
  for (const d of deployments) {
    const mine = policies.filter((np) => selects(np.spec?.podSelector, podLabels(d)));
    const containers = podSpecOf(d).containers;
    const resolve = (port: NetworkPolicyPort) => (typeof port.port === "string" ? containers.map((c) => containerPort(c, port.port)).find((n) => n !== undefined) : port.port);
    for (const np of mine) {
      for (const port of [...(np.spec?.ingress ?? []), ...(np.spec?.egress ?? [])].flatMap((r) => r.ports ?? [])) {
        if (typeof port.port === "string" && resolve(port) === undefined) problem(np, `port ${port.port} is no container port of ${describeObject(d)}`);
      }
    }
    const allowsIn = (name: string) => mine.some((np) => np.spec?.ingress?.some((r) => r.from?.length && r.ports?.some((p) => resolve(p) === containers.map((c) => containerPort(c, name)).find(Boolean))));
    const allowsOut = (port: number, protocol: string) => mine.some((np) => np.spec?.egress?.some((r) => r.ports?.some((p) => p.port === port && (p.protocol ?? "TCP") === protocol)));
    const restrictsIn = mine.some((np) => np.spec?.policyTypes?.includes("Ingress"));
    const restrictsOut = mine.some((np) => np.spec?.policyTypes?.includes("Egress"));
    if (!mine.length) problem(d, "no NetworkPolicy selects its pods");
    if (restrictsIn && !allowsIn("http")) problem(d, "its network policies let nobody reach the http port");
    if (restrictsIn && !allowsIn("metrics")) problem(d, "its network policies let Prometheus not reach the metrics port");
    if (restrictsOut && !allowsOut(53, "UDP")) problem(d, "its network policies block DNS (UDP 53)");
    const usesPostgres = containers.some((c) => containerEnv(c, objects, podSpecOf(d)).has("DATABASE_URL"));
    if (restrictsOut && usesPostgres && !allowsOut(5432, "TCP")) problem(d, "its network policies block PostgreSQL (TCP 5432)");
  }
  return problems;
}
