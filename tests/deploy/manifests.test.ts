// deploy/ renders, offline, into objects the Kubernetes API accepts and that run the
// site as issue 16 asks: each overlay validates with no problem, its probes are paths the
// real server answers, each overlay has what its database needs, and the validator
// catches a misspelt field, a missing probe and the other mistakes it exists for.
import type { Deployment } from "kubernetes-types/apps/v1";
import type { PersistentVolumeClaim } from "kubernetes-types/core/v1";
import type { NetworkPolicy } from "kubernetes-types/networking/v1";
import type { HorizontalPodAutoscaler } from "kubernetes-types/autoscaling/v2";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../helpers/test-app.ts";
import { renderKustomization, type K8sObject } from "./render.ts";
import { validateManifests } from "./validate.ts";
import { containerEnv, ofKind } from "./pod-facts.ts";

const overlays = { sqlite: renderKustomization("deploy/overlays/sqlite"), postgres: renderKustomization("deploy/overlays/postgres") };
const deploymentOf = (objects: K8sObject[]) => ofKind<Deployment>(objects, "Deployment")[0]!;
const siteContainer = (objects: K8sObject[]) => deploymentOf(objects).spec!.template.spec!.containers[0]!;
const counts = (objects: K8sObject[]) => [...new Set(objects.map((o) => o.kind))].map((k) => `${k} ${objects.filter((o) => o.kind === k).length}`).join(", ");

describe.each(Object.keys(overlays) as (keyof typeof overlays)[])("deploy/overlays/%s", (name) => {
  const objects = overlays[name];

  it("validates with no problem", () => {
    console.log(`${name}: ${objects.length} objects (${counts(objects)})`);
    expect(validateManifests(objects)).toEqual([]);
  });
});

describe("probes", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => void (app = await startTestApp("sqlite")));
  afterAll(async () => app?.close());

  it.each(Object.keys(overlays) as (keyof typeof overlays)[])("%s: are paths the server answers with 200 when ready", async (name) => {
    const c = siteContainer(overlays[name]);
    const paths = [c.startupProbe, c.readinessProbe, c.livenessProbe].map((p) => p?.httpGet?.path);
    expect(paths).toEqual(["/livez", "/readyz", "/livez"]);
    for (const path of paths) await request(app.app).get(path!).expect(200);
  });
});

describe("what each database needs", () => {
  it("sqlite: one pod, replaced (Recreate), its data on a PersistentVolumeClaim", () => {
    const objects = overlays.sqlite;
    const d = deploymentOf(objects);
    expect(d.spec).toMatchObject({ replicas: 1, strategy: { type: "Recreate" } });
    const mount = siteContainer(objects).volumeMounts!.find((m) => m.mountPath === "/data")!;
    const claim = d.spec!.template.spec!.volumes!.find((v) => v.name === mount.name)!.persistentVolumeClaim!.claimName;
    expect(ofKind<PersistentVolumeClaim>(objects, "PersistentVolumeClaim").map((p) => p.metadata.name)).toEqual([claim]);
    expect(objects.map((o) => o.kind)).not.toContain("HorizontalPodAutoscaler");
  });

  it("postgres: three pods that never roll below three, spread, budgeted, autoscaled, secrets as files of the Secret", () => {
    const objects = overlays.postgres;
    const d = deploymentOf(objects);
    expect(d.spec).toMatchObject({ replicas: 3, strategy: { type: "RollingUpdate", rollingUpdate: { maxUnavailable: 0 } } });
    expect(d.spec!.template.spec!.topologySpreadConstraints!.map((t) => t.topologyKey)).toEqual(["topology.kubernetes.io/zone", "kubernetes.io/hostname"]);
    const env = containerEnv(siteContainer(objects), objects, d.spec!.template.spec!);
    // As files of the Secret mounted read-only (DATABASE_URL_FILE…), never as environment variables (L-10).
    expect(env.get("DATABASE_URL")?.secret).toEqual({ name: "clustermind-site", key: "DATABASE_URL", optional: false, as: "file", readOnly: true });
    expect(env.get("FORM_SECRET")?.secret).toEqual({ name: "clustermind-site", key: "FORM_SECRET", optional: false, as: "file", readOnly: true });
    expect(siteContainer(objects).envFrom!.filter((e) => e.secretRef)).toEqual([]);
    expect(env.get("TRUST_PROXY")?.value).toBe("1");
    expect(objects.map((o) => o.kind)).toEqual(expect.arrayContaining(["PodDisruptionBudget", "HorizontalPodAutoscaler", "Ingress"]));
    expect(ofKind<HorizontalPodAutoscaler>(objects, "HorizontalPodAutoscaler")[0]!.spec!.minReplicas).toBe(3);
    const egress = ofKind<NetworkPolicy>(objects, "NetworkPolicy").flatMap((np) => np.spec!.egress ?? []).flatMap((r) => r.ports ?? []);
    expect(egress).toContainEqual({ port: 5432, protocol: "TCP" });
  });

  it("the base sets no image: only an overlay says which build runs", () => {
    const base = renderKustomization("deploy/base");
    expect(siteContainer(base).image).toBe("clustermind-site");
    expect(validateManifests(base).join("\n")).toMatch(/image "clustermind-site" must name a registry/);
  });
});

describe("the validator rejects", () => {
  it("a misspelt field (a kustomize fixture: resources.limit)", () => {
    const problems = validateManifests(renderKustomization("tests/deploy/fixtures/misspelt-field"));
    expect(problems).toEqual([expect.stringMatching(/^Deployment\/clustermind-site: .*'"limit"' does not exist in type 'ResourceRequirements'.*\(at spec\.template\.spec\.containers\[0\]\.resources\.limit\)$/)]);
  });

  it("a missing probe (a kustomize fixture: no livenessProbe)", () => {
    expect(validateManifests(renderKustomization("tests/deploy/fixtures/missing-probe"))).toEqual(["Deployment/clustermind-site: container site: no livenessProbe"]);
  });

  // Each mistake, made on a copy of the rendered postgres overlay.
  const mistakes: [string, (o: K8sObject[]) => void, RegExp][] = [
    ["a value outside an enum", (o) => (siteContainer(o).imagePullPolicy = "Sometimes"), /imagePullPolicy must be equal to one of the allowed values/],
    ["a missing required field", (o) => delete (siteContainer(o) as { name?: string }).name, /Property 'name' is missing/],
    ["a probe on a path the server does not answer", (o) => (siteContainer(o).readinessProbe!.httpGet!.path = "/ready"), /readinessProbe must be an HTTP GET of \/readyz or \/healthz \(has \/ready\)/],
    ["a probe on another port", (o) => (siteContainer(o).livenessProbe!.httpGet!.port = "metrics"), /livenessProbe port metrics is not the server's PORT \(3000\)/],
    ["a grace period shorter than the drain", (o) => (deploymentOf(o).spec!.template.spec!.terminationGracePeriodSeconds = 15), /terminationGracePeriodSeconds 15 is not above preStop 5 s \+ SHUTDOWN_DRAIN_MS 5 s/],
    ["a scrape of another port", (o) => (deploymentOf(o).spec!.template.metadata!.annotations!["prometheus.io/port"] = "9090"), /prometheus.io\/port \(9090\), METRICS_PORT \(9464\) and the container port "metrics" \(9464\) differ/],
    ["a writable root filesystem", (o) => (siteContainer(o).securityContext!.readOnlyRootFilesystem = false), /readOnlyRootFilesystem is not true/],
    ["a Service selecting no pods", (o) => ((o.find((x) => x.kind === "Service")!.spec as { selector: object }).selector = { app: "site" }), /Service\/clustermind-site: selects no Deployment's pods/],
    ["the form secret from a file outside the Secret", (o) => (siteContainer(o).env!.find((e) => e.name === "FORM_SECRET_FILE")!.value = "/tmp/form-secret"), /FORM_SECRET must come from a Secret/],
    [
      "a secret as an environment variable",
      (o) => siteContainer(o).env!.push({ name: "ADMIN_TOKEN", valueFrom: { secretKeyRef: { name: "clustermind-site", key: "ADMIN_TOKEN" } } }),
      /ADMIN_TOKEN comes from a Secret as an environment variable: mount the Secret read-only and set ADMIN_TOKEN_FILE/,
    ],
    [
      "the whole Secret as environment variables",
      (o) => siteContainer(o).envFrom!.push({ secretRef: { name: "clustermind-site" } }),
      /takes the Secret clustermind-site as environment variables \(envFrom\)/,
    ],
    ["a writable Secret volume", (o) => (siteContainer(o).volumeMounts!.find((m) => m.name === "secrets")!.readOnly = false), /DATABASE_URL comes from a Secret volume that is not mounted read-only/],
    ["an undocumented variable", (o) => siteContainer(o).env!.push({ name: "TRUST_PROXIES", value: "1" }), /TRUST_PROXIES is not a variable of docs\/environment\.md/],
    ["a value the server refuses at start", (o) => siteContainer(o).env!.push({ name: "LEAD_AUTOREPLY", value: "yes" }), /container site: LEAD_AUTOREPLY must be true or false \(got "yes"\)/],
    ["an image tagged latest", (o) => (siteContainer(o).image = "registry.example.com/clustermind/site:latest"), /must name a registry and a tag \(not latest\)/],
    ["SITE_URL on another host than the Ingress", (o) => ((o.find((x) => x.kind === "Ingress")!.spec as { rules: { host: string }[] }).rules[0]!.host = "www.example.org"), /host www.example.org is not served over TLS/],
  ];
  it.each(mistakes)("%s", (_, mistake, expected) => {
    const objects = structuredClone(overlays.postgres);
    mistake(objects);
    expect(validateManifests(objects).join("\n")).toMatch(expected);
  });
});
