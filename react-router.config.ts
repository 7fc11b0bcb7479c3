import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: { unstable_optimizeDeps: true },
  // React Router 8 splits each route's client exports into a chunk of their own by default;
  // the first load is a few files (decision 014), so routes stay one module each.
  splitRouteModules: false,
} satisfies Config;
