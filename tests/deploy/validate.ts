// The manifest validator: every rendered object against the API's schema (no unknown
// fields), then the site's rules for its workloads and the references between objects.
// Returns the problems found, each naming its object; none means valid.
import type { K8sObject } from "./render.ts";
import { schemaProblems } from "./schema-check.ts";
import { workloadProblems } from "./workload-rules.ts";
import { referenceProblems } from "./reference-rules.ts";
import { documentedEnvironment } from "../helpers/documented-environment.ts";

export function validateManifests(objects: K8sObject[], documentedEnv = documentedEnvironment()): string[] {
  const malformed = schemaProblems(objects);
  // The rules read fields by their API names: on a malformed object they would only add noise.
  if (malformed.length) return malformed;
  return [...workloadProblems(objects, documentedEnv), ...referenceProblems(objects)];
}
