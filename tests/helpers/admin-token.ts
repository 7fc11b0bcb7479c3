// An ADMIN_TOKEN the server accepts (32 bytes as 64 hex digits, server/environment.ts),
// different per test file so that a token can never open another test's server.
import { createHash } from "node:crypto";

export const testAdminToken = (purpose: string): string => createHash("sha256").update(`test ADMIN_TOKEN for ${purpose}`).digest("hex");
