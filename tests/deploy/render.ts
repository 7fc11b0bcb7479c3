// Renders a Kustomize overlay offline (kubectl's built-in Kustomize) into plain objects.
import { execFileSync } from "node:child_process";
import { parseAllDocuments } from "yaml";

/** A rendered Kubernetes object, as any manifest may have it: checked before it is trusted. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export function renderKustomization(dir: string): K8sObject[] {
  const yaml = execFileSync("kubectl", ["kustomize", dir], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return parseAllDocuments(yaml).map((doc) => {
    if (doc.errors.length) throw new Error(`${dir}: ${doc.errors[0]!.message}`);
    return doc.toJS() as K8sObject;
  });
}

export const describeObject = (o: K8sObject) => `${o.kind}/${o.metadata?.name ?? "(no name)"}`;
