// What every Deployment of the site must have (issue 16, docs/kubernetes.md):
// probes on paths the server answers, a preStop pause and a grace period longer than the
// drain, requests and limits, a locked-down security context, a pinned image, Prometheus
// scraping the metrics port, documented variables with values the server accepts, and the
// database rules: SQLite is one pod on a volume, several pods share PostgreSQL and
// FORM_SECRET from a Secret. Secrets reach the server as files (NAME_FILE on a read-only
// Secret volume, server/secret-files.ts), never as environment variables, which anyone who
// may `kubectl exec` reads in /proc/1/environ (L-10).
import type { Deployment } from "kubernetes-types/apps/v1";
import type { Container, PersistentVolumeClaim, Probe } from "kubernetes-types/core/v1";
import type { PodDisruptionBudget } from "kubernetes-types/policy/v1";
import type { HorizontalPodAutoscaler } from "kubernetes-types/autoscaling/v2";
import { PROBE_PATHS } from "../../server/health.ts";
import { parseEnvironment } from "../../server/environment.ts";
import { describeObject, type K8sObject } from "./render.ts";
import { containerEnv, containerPort, ofKind, podLabels, podSpecOf, secretsAsEnv, selects, type EnvSource } from "./pod-facts.ts";

/** After SIGTERM and the drain, the server forces its exit after this long (server/index.ts). */
const SERVER_FORCED_EXIT_SECONDS = 10;

export function workloadProblems(objects: K8sObject[], documentedEnv: Set<string>): string[] {
  return ofKind<Deployment>(objects, "Deployment").flatMap((d) => {
    const problems: string[] = [];
    const problem = (text: string) => problems.push(`${describeObject(d)}: ${text}`);
    const pod = podSpecOf(d);
    if (!selects(d.spec?.selector, podLabels(d))) problem("spec.selector does not select the pod template's labels");

    for (const c of pod.containers) {
      const env = containerEnv(c, objects, pod);
      const say = (text: string) => problem(`container ${c.name}: ${text}`);
      secretProblems(c, env).forEach(say);
      probeProblems(c, env).forEach(say);
      securityProblems(d, c).forEach(say);
      for (const resource of ["cpu", "memory"]) {
        if (!c.resources?.requests?.[resource]) say(`no ${resource} request`);
        if (!c.resources?.limits?.[resource]) say(`no ${resource} limit`);
      }
      const image = c.image ?? "";
      if (!image.includes("/") || !/(:[\w][\w.-]*|@sha256:[0-9a-f]{64})$/.test(image) || image.endsWith(":latest")) {
        say(`image "${image}" must name a registry and a tag (not latest) or digest: set it in the overlay's kustomization`);
      }
      for (const [name, { from }] of env) if (from !== "the image" && !documentedEnv.has(name)) say(`${name} is not a variable of docs/environment.md`);
      // The values the manifests set, as the server checks them at start (a Secret's are unknown here).
      const values = Object.fromEntries([...env].flatMap(([name, { value }]) => (value === undefined ? [] : [[name, value]])));
      try {
        parseEnvironment(values);
      } catch (err) {
        (err as Error).message.split("\n").forEach(say);
      }

      // Shutdown: preStop pause, then SIGTERM, the drain, requests in flight and the forced exit.
      const preStop = c.lifecycle?.preStop;
      if (!preStop) say("no preStop pause (the pod would get SIGTERM while proxies still send it traffic)");
      const pause = preStop?.sleep?.seconds ?? 0;
      const drain = Number(env.get("SHUTDOWN_DRAIN_MS")?.value ?? 5000) / 1000;
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      if (grace <= pause + drain + SERVER_FORCED_EXIT_SECONDS) {
        say(`terminationGracePeriodSeconds ${grace} is not above preStop ${pause} s + SHUTDOWN_DRAIN_MS ${drain} s + ${SERVER_FORCED_EXIT_SECONDS} s`);
      }

      // Prometheus scrapes /metrics on METRICS_PORT, where the server answers without the admin token.
      const annotations = d.spec?.template.metadata?.annotations ?? {};
      const metricsPort = containerPort(c, "metrics");
      if (annotations["prometheus.io/scrape"] !== "true") say('no Prometheus scrape (annotation prometheus.io/scrape: "true")');
      if (annotations["prometheus.io/path"] !== "/metrics") say("prometheus.io/path is not /metrics");
      if (metricsPort === undefined || annotations["prometheus.io/port"] !== String(metricsPort) || env.get("METRICS_PORT")?.value !== String(metricsPort)) {
        say(`prometheus.io/port (${annotations["prometheus.io/port"]}), METRICS_PORT (${env.get("METRICS_PORT")?.value}) and the container port "metrics" (${metricsPort}) differ`);
      }
      if (containerPort(c, "http") === undefined || String(containerPort(c, "http")) !== env.get("PORT")?.value) {
        say(`the container port "http" (${containerPort(c, "http")}) is not PORT (${env.get("PORT")?.value})`);
      }
      databaseProblems(d, c, env, objects).forEach(say);
    }
    return problems;
  });
}

function secretProblems(c: Container, env: Map<string, EnvSource>): string[] {
  const problems = secretsAsEnv(c).map((name) => `takes the Secret ${name} as environment variables (envFrom): mount it read-only and set NAME_FILE`);
  for (const [name, { secret }] of env) {
    if (secret?.as === "env") problems.push(`${name} comes from a Secret as an environment variable: mount the Secret read-only and set ${name}_FILE`);
    if (secret?.as === "file" && !secret.readOnly) problems.push(`${name} comes from a Secret volume that is not mounted read-only`);
  }
  return problems;
}

function probeProblems(c: Container, env: Map<string, EnvSource>): string[] {
  const problems: string[] = [];
  const wanted: [string, Probe | undefined, string[]][] = [
    ["startupProbe", c.startupProbe, PROBE_PATHS],
    ["readinessProbe", c.readinessProbe, ["/readyz", "/healthz"]],
    ["livenessProbe", c.livenessProbe, ["/livez"]],
  ];
  for (const [name, probe, paths] of wanted) {
    if (!probe) {
      problems.push(`no ${name}`);
      continue;
    }
    const get = probe.httpGet;
    if (!get?.path || !paths.includes(get.path)) problems.push(`${name} must be an HTTP GET of ${paths.join(" or ")} (has ${get?.path ?? "no HTTP GET"})`);
    if (get && String(containerPort(c, get.port)) !== env.get("PORT")?.value) problems.push(`${name} port ${get.port} is not the server's PORT (${env.get("PORT")?.value})`);
  }
  return problems;
}

function securityProblems(d: Deployment, c: Container): string[] {
  const pod = podSpecOf(d).securityContext ?? {};
  const own = c.securityContext ?? {};
  const problems: string[] = [];
  if ((own.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push("runAsNonRoot is not true");
  if ((own.runAsUser ?? pod.runAsUser) === 0) problems.push("runs as uid 0");
  if (own.readOnlyRootFilesystem !== true) problems.push("readOnlyRootFilesystem is not true");
  if (own.allowPrivilegeEscalation !== false) problems.push("allowPrivilegeEscalation is not false");
  if (own.privileged) problems.push("is privileged");
  if (!own.capabilities?.drop?.includes("ALL")) problems.push("capabilities.drop does not hold ALL");
  if (own.capabilities?.add?.length) problems.push(`adds capabilities ${own.capabilities.add.join(", ")}`);
  if ((own.seccompProfile ?? pod.seccompProfile)?.type !== "RuntimeDefault") problems.push("seccompProfile is not RuntimeDefault");
  return problems;
}

function databaseProblems(d: Deployment, c: Container, env: Map<string, EnvSource>, objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const pod = podSpecOf(d);
  const replicas = d.spec?.replicas ?? 1;
  const autoscaled = ofKind<HorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler").some((h) => h.spec?.scaleTargetRef.kind === "Deployment" && h.spec.scaleTargetRef.name === d.metadata?.name);
  const databaseUrl = env.get("DATABASE_URL");
  if (databaseUrl?.value) problems.push("DATABASE_URL holds a password: take it from a Secret (DATABASE_URL_FILE)");

  if (!databaseUrl && !env.has("DATABASE_URL_FILE")) {
    // SQLite: the file is on DATA_DIR, which must outlive the pod, and one pod at a time holds it.
    const dataDir = env.get("DATA_DIR")?.value;
    const mount = (c.volumeMounts ?? []).find((m) => m.mountPath === dataDir);
    const volume = pod.volumes?.find((v) => v.name === mount?.name);
    const claim = ofKind<PersistentVolumeClaim>(objects, "PersistentVolumeClaim").find((p) => p.metadata.name === volume?.persistentVolumeClaim?.claimName);
    if (!claim) problems.push(`SQLite needs DATA_DIR (${dataDir}) on a PersistentVolumeClaim of these manifests`);
    if (replicas !== 1 || autoscaled) problems.push("SQLite serves from one pod: replicas must be 1, without an autoscaler");
    if (d.spec?.strategy?.type !== "Recreate") problems.push("SQLite's volume is held by one pod at a time: strategy must be Recreate");
    return problems;
  }

  if (replicas > 1 || autoscaled) {
    for (const name of ["DATABASE_URL", "FORM_SECRET"]) {
      const secret = env.get(name)?.secret;
      if (!secret || secret.as !== "file" || secret.optional) {
        problems.push(`${name} must come from a Secret (${name}_FILE on a Secret volume, not optional): every replica needs the same`);
      }
    }
    const rolling = d.spec?.strategy?.rollingUpdate;
    if (d.spec?.strategy?.type !== "RollingUpdate" || rolling?.maxUnavailable !== 0) problems.push("several replicas roll with maxUnavailable: 0");
    const spread = pod.topologySpreadConstraints ?? [];
    if (!spread.length || !spread.every((t) => selects(t.labelSelector, podLabels(d)))) problems.push("several replicas need topologySpreadConstraints that select their pods");
    const budget = ofKind<PodDisruptionBudget>(objects, "PodDisruptionBudget").find((p) => selects(p.spec?.selector, podLabels(d)));
    const minAvailable = budget?.spec?.minAvailable;
    if (!budget) problems.push("several replicas need a PodDisruptionBudget that selects their pods");
    else if (typeof minAvailable === "number" && minAvailable >= replicas) problems.push(`PodDisruptionBudget minAvailable ${minAvailable} leaves no pod to evict of ${replicas}`);
  }
  return problems;
}
