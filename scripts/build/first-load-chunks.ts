// The client build's manualChunks (Rolldown's Rollup-compatible option) (docs/decisions/014): a first load fetches
// its JavaScript in a few files, because on a phone's 150 ms round trips each file counts.
//   framework: the packages the root route imports statically (React, React Router, …)
//   shell:     our code the root route imports statically (header, footer, chat bubble)
//   pages:     our code that two or more public routes import statically, unless it
//              would bring a package the root does not load (zod, date-fns, …)
//   zod:       zod, whole, in one chunk of its own (whoever of this build imports it)
// Anything else (code reached only by a dynamic import, or by one route) keeps the chunk
// Rollup gives it.
import path from "node:path";
import type { Plugin, Rollup } from "vite";

/** What Rolldown gives manualChunks: one module's facts, but not the list of all modules. */
interface ManualChunkMeta {
  getModuleInfo: (id: string) => Rollup.ModuleInfo | null;
}
type GetManualChunk = (id: string, meta: ManualChunkMeta) => string | null | undefined;

const appDir = path.resolve("app");
const rootRoute = path.join(appDir, "root.tsx");
const routesDir = path.join(appDir, "routes") + path.sep;
const adminRoutesDir = path.join(routesDir, "admin") + path.sep;

/** A module's file path, without Vite's query (`?__react-router-build-client-route`) */
const fileOf = (id: string) => id.split("?")[0];
const isPackage = (id: string) => id.includes("/node_modules/");
const isOurs = (id: string) => !id.startsWith("\0") && !isPackage(id) && path.isAbsolute(fileOf(id));

/** Every module `from` reaches through static imports, itself included. */
function staticClosure(from: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The plan needs every module of the build, which Rolldown's manualChunks does not list:
 * the plugin reads them when the module graph is complete (buildEnd), before chunking.
 */
export function firstLoadChunks(): { plugin: Plugin; manualChunks: GetManualChunk } {
  let all: string[] = [];
  let plan: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: "first-load-chunks:module-ids",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      plan = undefined;
    },
    buildEnd() {
      all = [...this.getModuleIds()];
    },
  };
  const manualChunks: GetManualChunk = (id, meta) => {
    plan ??= planChunks(all, meta);
    return plan.get(id);
  };
  return { plugin, manualChunks };
}

function planChunks(all: string[], meta: ManualChunkMeta): Map<string, string> {
  const plan = new Map<string, string>();
  // React Router's client entry (a file of its package) loads react-dom and the router
  // before the root route: what it imports belongs with the framework too.
  const clientEntry = all.filter((id) => /[\\/]entry\.client\.[jt]sx?$/.test(fileOf(id)));
  const root = staticClosure([...all.filter((id) => fileOf(id) === rootRoute), ...clientEntry], meta);
  for (const entry of clientEntry) root.delete(entry); // an entry stays its own chunk
  for (const id of root) {
    if (isPackage(id)) plan.set(id, "framework");
    else if (isOurs(id)) plan.set(id, "shell");
  }

  const publicRoutes = all.filter((id) => {
    const file = fileOf(id);
    return file.startsWith(routesDir) && !file.startsWith(adminRoutesDir) && meta.getModuleInfo(id)?.isEntry;
  });
  const routesReaching = new Map<string, number>();
  for (const route of publicRoutes) {
    for (const id of staticClosure([route], meta)) {
      if (!root.has(id)) routesReaching.set(id, (routesReaching.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of routesReaching) {
    if (count < 2 || !isOurs(id) || fileOf(id).startsWith(routesDir)) continue;
    const bringsNewPackage = [...staticClosure([id], meta)].some((dep) => isPackage(dep) && !root.has(dep));
    if (!bringsNewPackage) plan.set(id, "pages");
  }
  for (const id of all) if (!root.has(id) && fileOf(id).includes("/node_modules/zod/")) plan.set(id, "zod");
  return plan;
}
