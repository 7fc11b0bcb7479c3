// SPEC 2, Home: service cards show a feature list keyed by slug (content/home.yaml);
// a slug the file does not name gets its default four-item list.
import type { HomeContent } from "../../../common/content-schema.ts";

export function serviceFeatures(home: Pick<HomeContent, "serviceFeatures" | "defaultFeatures">, slug: string): string[] {
  return home.serviceFeatures[slug] ?? home.defaultFeatures;
}
