// Starts one production server for the whole e2e run; tests read BASE_URL.
import { startServer } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

export default async function globalSetup() {
  // The server's clock is pinned (tests/helpers/test-clock.ts), so the run passes on any date.
  // Many tests post from one address at human-impossible speed: lift the rate limit and the
  // minimum fill time here (the API tests cover both), and the desk's sign-in limit per address.
  const server = await startServer({
    ...pinnedServerEnv,
    GA_MEASUREMENT_ID: "",
    CONTACT_RATE_LIMIT: "100000",
    CONTACT_MIN_FILL_MS: "0",
    ADMIN_SIGN_IN_RATE_LIMIT: "100000",
    EVENT_RATE_LIMIT: "100000",
    RENDER_RATE_LIMIT: "100000",
    ADMIN_TOKEN: testAdminToken("e2e"),
    ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
  });
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
