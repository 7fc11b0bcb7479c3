// Starts one production server for the whole e2e run; tests read BASE_URL.
import { startServer } from "../helpers/server-process.ts";

export default async function globalSetup() {
  const server = await startServer({ GA_MEASUREMENT_ID: "", ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}) });
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
