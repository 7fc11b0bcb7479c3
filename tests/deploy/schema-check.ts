// Each object against the Kubernetes API's schema, offline (no API server can run here):
// - kubernetes-models: the API's OpenAPI schema compiled to validators (types, required
//   fields, enums), but it lets any unknown field through;
// - the TypeScript compiler over kubernetes-types: a field the API does not know, at any
//   depth, is an excess property (the misspelling the API server would drop or refuse),
//   and a missing required field or a wrong type is an error too.
import path from "node:path";
import ts from "typescript";
// One module per kind: the group indexes load hundreds of validators.
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Namespace } from "kubernetes-models/v1/Namespace";
import { PersistentVolumeClaim } from "kubernetes-models/v1/PersistentVolumeClaim";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { ServiceAccount } from "kubernetes-models/v1/ServiceAccount";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { describeObject, type K8sObject } from "./render.ts";

interface Kind {
  model: new (data: never) => { validate(): void };
  /** The kubernetes-types module and type name. */
  module: string;
}

/** The kinds the manifests may hold; another kind is a problem until it is added here. */
const KINDS: Record<string, Kind> = {
  "v1/Namespace": { model: Namespace, module: "core/v1" },
  "v1/ServiceAccount": { model: ServiceAccount, module: "core/v1" },
  "v1/ConfigMap": { model: ConfigMap, module: "core/v1" },
  "v1/Secret": { model: Secret, module: "core/v1" },
  "v1/Service": { model: Service, module: "core/v1" },
  "v1/PersistentVolumeClaim": { model: PersistentVolumeClaim, module: "core/v1" },
  "apps/v1/Deployment": { model: Deployment, module: "apps/v1" },
  "networking.k8s.io/v1/Ingress": { model: Ingress, module: "networking/v1" },
  "networking.k8s.io/v1/NetworkPolicy": { model: NetworkPolicy, module: "networking/v1" },
  "policy/v1/PodDisruptionBudget": { model: PodDisruptionBudget, module: "policy/v1" },
  "autoscaling/v2/HorizontalPodAutoscaler": { model: HorizontalPodAutoscaler, module: "autoscaling/v2" },
};

const kindOf = (o: K8sObject) => KINDS[`${o.apiVersion}/${o.kind}`];

export function schemaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    const kind = kindOf(o);
    if (!kind) {
      problems.push(`${describeObject(o)}: ${o.apiVersion} ${o.kind} is not a kind these manifests may use`);
      continue;
    }
    try {
      new kind.model(o as never).validate();
    } catch (err) {
      problems.push(`${describeObject(o)}: ${(err as Error).message}`);
    }
  }
  return [...problems, ...fieldProblems(objects.filter(kindOf))];
}

// kubernetes-types' declaration files, parsed once and kept between checks.
const parsed = new Map<string, ts.SourceFile>();
const options: ts.CompilerOptions = {
  strict: true, noEmit: true, skipLibCheck: true, types: [], noLib: true,
  target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
};
// Instead of the standard library (binding it was most of a check's time): the global types
// the checker needs, and arrays, the only generic type kubernetes-types uses.
const MINIMAL_LIB = `interface Array<T> { length: number; [n: number]: T }
interface Boolean {} interface Function {} interface CallableFunction {} interface NewableFunction {}
interface IArguments {} interface Number {} interface Object {} interface RegExp {} interface String {}`;

function fieldProblems(objects: K8sObject[]): string[] {
  const modules = [...new Set(objects.map((o) => kindOf(o)!.module))];
  const alias = (module: string) => module.replace("/", "_");
  let source = modules.map((m) => `import type * as ${alias(m)} from "kubernetes-types/${m}";\n`).join("");
  const starts: number[] = [];
  objects.forEach((o, i) => {
    starts.push(source.length);
    source += `export const o${i}: ${alias(kindOf(o)!.module)}.${o.kind} = ${JSON.stringify(o, null, 1)};\n`;
  });
  // A file beside the tests, so "kubernetes-types" resolves from the project's node_modules.
  const file = path.resolve("tests/deploy/__rendered__.ts");
  const lib = path.resolve("tests/deploy/__lib__.d.ts");
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    if (name === file) return ts.createSourceFile(name, source, language);
    if (name === lib) return ts.createSourceFile(name, MINIMAL_LIB, language);
    if (!parsed.has(name)) {
      const sf = read(name, language, ...rest);
      if (!sf) return undefined;
      parsed.set(name, sf);
    }
    return parsed.get(name);
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || name === lib || exists(name);
  const program = ts.createProgram([lib, file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, " ");
    if (d.file?.fileName !== file || d.start === undefined) return `type check: ${text}`;
    const index = starts.findLastIndex((s) => s <= d.start!);
    if (index < 0) return `type check: ${text}`;
    // The field's path: the JSON keys enclosing the error, read back from the source text.
    return `${describeObject(objects[index]!)}: ${text} (at ${fieldPath(source.slice(starts[index], d.start), source.slice(d.start))})`;
  });
}

/** "spec.template.spec.containers[0].readinessProbes": the JSON keys enclosing an error and its own. */
function fieldPath(before: string, at: string): string {
  const parents: (string | number)[] = [];
  let key: string | number = "";
  const tokens = before.slice(before.indexOf("=") + 1).matchAll(/"((?:[^"\\]|\\.)*)"\s*:|"(?:[^"\\]|\\.)*"|[{}[\],]/g);
  for (const [token, name] of tokens) {
    if (name !== undefined) key = JSON.parse(`"${name}"`);
    else if (token === "{" || token === "[") {
      parents.push(key);
      key = token === "[" ? 0 : "";
    } else if (token === "}" || token === "]") key = parents.pop() ?? "";
    else if (token === "," && typeof key === "number") key++;
  }
  const own = at.match(/^"((?:[^"\\]|\\.)*)"\s*:/)?.[1];
  const path = [...parents.slice(1), ...(own === undefined ? [] : [JSON.parse(`"${own}"`) as string])];
  return path.reduce<string>((p, k) => (typeof k === "number" ? `${p}[${k}]` : p ? `${p}.${k}` : k), "") || "(the object)";
}
