// Before you launch (docs/launch.md): lists what is still example content, by kind, with
// the file and line or the setting; exits 1 when anything is left, 0 when nothing is.
//   npm run preflight                      the content folder (CONTENT_DIR) and the settings
import { contentDir } from "../server/content/read-content.ts";
import { preflight } from "../server/preflight/preflight.ts";
import { countByKind } from "../server/preflight/example-content.ts";

const findings = preflight(contentDir());
if (findings.length === 0) {
  console.log("preflight: no example content left.");
  process.exit(0);
}
console.log(`preflight: ${findings.length} example item(s) to replace before launch (docs/launch.md)\n`);
for (const { kind, label, count } of countByKind(findings)) {
  console.log(`${label} (${count})`);
  for (const f of findings.filter((x) => x.kind === kind)) console.log(`  ${f.where}  ${f.text}`);
  console.log("");
}
process.exit(1);
