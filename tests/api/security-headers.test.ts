// Security headers and the HTTPS redirect, as a browser behind the load balancer meets them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import express from "express";
import { startTestApp } from "../helpers/test-app.ts";
import { healthRouter } from "../../server/health.ts";

describe("security headers", () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp("sqlite");
  });
  afterAll(async () => t?.close());

  it("sends a visitor who came over plain HTTP to the same URL over HTTPS", async () => {
    const res = await request(t.app).get("/api/services?x=1").set("X-Forwarded-Proto", "http").set("Host", "clustermind.example.com").expect(301);
    expect(res.headers.location).toBe("https://clustermind.example.com/api/services?x=1");
  });

  it("redirects to the site's own origin whatever Host or path a client sends, with the security headers", async () => {
    const evil = await request(t.app).get("/about").set("X-Forwarded-Proto", "http").set("Host", "evil.example").expect(301);
    expect(evil.headers.location).toBe("https://clustermind.example.com/about");
    expect(evil.headers["strict-transport-security"]).toContain("max-age=");
    expect(evil.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const slashes = await request(t.app).get("//evil.example/about").set("X-Forwarded-Proto", "http").expect(301);
    expect(slashes.headers.location).toBe("https://clustermind.example.com/evil.example/about");
  });

  it("answers liveness and readiness probes, never cached", async () => {
    const live = await request(t.app).get("/livez").expect(200);
    expect(live.headers["cache-control"]).toBe("no-store");
    await request(t.app).get("/readyz").expect(200, { status: "ok" });
    await request(t.app).get("/healthz").expect(200, { status: "ok" });
  });

  it("reports not ready before the database is prepared and while draining, but stays alive", async () => {
    const readiness = { databasePrepared: false, draining: false };
    const probes = express().use(healthRouter(t.db.db, readiness));
    await request(probes).get("/readyz").expect(503, { status: "starting" });
    readiness.databasePrepared = true;
    await request(probes).get("/readyz").expect(200);
    readiness.draining = true;
    await request(probes).get("/readyz").expect(503, { status: "draining" });
    await request(probes).get("/healthz").expect(503);
    await request(probes).get("/livez").expect(200);
  });

  it("serves HTTPS visitors and requests without the balancer's header (health checks)", async () => {
    await request(t.app).get("/api/services").set("X-Forwarded-Proto", "https").expect(200);
    await request(t.app).get("/healthz").expect(200);
  });

  it("answers with HSTS, nosniff, a referrer policy, a strict CSP and a permissions policy", async () => {
    const res = await request(t.app).get("/api/services").set("X-Forwarded-Proto", "https").expect(200);
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});
