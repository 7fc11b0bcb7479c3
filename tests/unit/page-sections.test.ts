// The one door from a public page to its content (decision 036): each section read on its
// own, a failure marked in place of its data, and the page's status from the worst of them.
import { describe, expect, it, vi } from "vitest";
import { readSections } from "../../app/lib/data/sections.server.ts";
import { contentNotFound } from "../../common/content-api.ts";
import { DatabaseUnavailable } from "../../server/api/content-api.ts";

const outage = () => Promise.reject(new DatabaseUnavailable(new Error("SQLITE_ERROR: no such table: services")));
const missing = () => Promise.reject(contentNotFound("service"));

describe("readSections", () => {
  it("hands every section's data over, in a 200", async () => {
    const { data, init } = await readSections({ services: async () => ["a", "b"], testimonials: async () => [] });
    expect(data).toEqual({ services: { ok: true, data: ["a", "b"] }, testimonials: { ok: true, data: [] } });
    expect(init?.status).toBe(200);
  });

  it("marks a section whose database read failed and keeps the others, in a 503", async () => {
    const { data, init } = await readSections({ services: outage, testimonials: async () => ["t"] });
    expect(data.services).toEqual({ ok: false, status: 503 });
    expect(data.testimonials).toEqual({ ok: true, data: ["t"] });
    expect(init?.status).toBe(503);
  });

  it("answers 404 for a resource that does not exist, or a read that answers null", async () => {
    expect((await readSections({ service: missing })).init?.status).toBe(404);
    const tag = await readSections({ tag: async () => null });
    expect(tag.data.tag).toEqual({ ok: false, status: 404 });
    expect(tag.init?.status).toBe(404);
  });

  it("prefers 503 to 404: a page missing a part during an outage is an outage, never a not-found a cache keeps", async () => {
    expect((await readSections({ post: missing, footer: outage })).init?.status).toBe(503);
  });

  it("logs an unexpected failure (not a database outage) and still renders the section's error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { data, init } = await readSections({ services: () => Promise.reject(new TypeError("x is undefined")) });
      expect(data.services).toEqual({ ok: false, status: 503 });
      expect(init?.status).toBe(503);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});
