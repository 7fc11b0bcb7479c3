// A copy of the fixture content with list pages' files (content/collections/) added, for
// the collection tests: CONTENT_DIR points at it until `remove()`.
import fs from "node:fs";
import path from "node:path";
import { copyContent, restoreFixtureContent } from "./content-copy.ts";

export const SECTORS_YAML = `title: Sectors
description: The sectors we work in, each with the platforms its teams run on and what they need from them.
entries:
  - slug: fintech
    title: Fintech
    summary: Payment platforms that must never stop, audited every quarter.
    image: /images/case-studies/diagnostics-lab-sre-slos.jpg
  - slug: healthcare
    title: Healthcare
    summary: Clinical systems with patient data that never leaves its region.
    body: |
      We run **HIPAA**-scoped clusters.

      <script>alert(1)</script>
  - slug: media
    title: Media
    summary: Live video for millions of viewers at once, on LiveKit.
`;

export const EMPTY_YAML = `title: Partners
description: The partners we work with on cloud-native platforms and real-time video, listed when there are some.
entries: []
`;

export function collectionFixture(files: Record<string, string>) {
  const dir = copyContent();
  fs.mkdirSync(path.join(dir, "collections"), { recursive: true });
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, "collections", name), text);
  for (const [name, text] of Object.entries(files)) write(name, text);
  return {
    write,
    delete: (name: string) => fs.rmSync(path.join(dir, "collections", name)),
    remove() {
      restoreFixtureContent();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
