// The firm's images: uploaded through the desk's API as the real files a marketer has
// (made here with sharp: a phone photo with EXIF GPS, a PNG, an AVIF), checked by decoding
// (a text file named .jpg is refused), bounded while they stream in (413), re-encoded to
// responsive AVIF and WebP without any metadata, served for a year under their hash, and
// deleted; every change is in the audit log. Real SQLite and PostgreSQL, real files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("images");
const auth = { Authorization: `Bearer ${TOKEN}` };

/** A 2400 x 1600 photo as a phone writes it: JPEG, with the camera and the GPS position in EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();

describe.each(testDatabases())("images on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"));
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, DATA_DIR: dataDir, IMAGE_UPLOAD_MAX_MB: "1" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes a photo with GPS in EXIF, stores it at three widths as AVIF and WebP, and no stored file keeps the EXIF", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif, "the test photo carries EXIF").toBeDefined();
    const res = await request(t.app)
      .post("/api/admin/images")
      .set(auth)
      .field("alt", "Our team at the whiteboard")
      .attach("file", photo, "IMG_0042.jpg")
      .expect(201);
    const image = res.body.image;
    expect(image).toMatchObject({ alt: "Our team at the whiteboard", width: 2400, height: 1600, widest: 1920, originalFormat: "jpeg" });
    expect(image.markdown).toBe(`![Our team at the whiteboard](/media/${image.hash}-1920.webp)`);
    expect(image.picture).toContain(
      `<source type="image/avif" srcset="/media/${image.hash}-640.avif 640w, /media/${image.hash}-1200.avif 1200w, /media/${image.hash}-1920.avif 1920w"`,
    );
    expect(image.picture).toContain('alt="Our team at the whiteboard" width="1920" height="1280"');

    for (const width of [640, 1200, 1920]) {
      for (const format of ["avif", "webp"]) {
        const served = await request(t.app).get(`/media/${image.hash}-${width}.${format}`).buffer(true).expect(200);
        expect(served.headers["content-type"]).toBe(`image/${format}`);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(served.body as Buffer).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.exif, `${width}.${format} has no EXIF`).toBeUndefined();
        expect((served.body as Buffer).includes(Buffer.from("PhoneMaker")), "no camera name anywhere in the file").toBe(false);
      }
    }
    const audit = await t.db.db.selectFrom("audit_log").selectAll().where("action", "=", "image.upload").execute();
    expect(audit.map((a) => a.actor)).toContain("api");
  }, 60_000); // six encodings of a 2400 px photo, on a busy machine

  it("takes PNG and AVIF, and a small image is not enlarged", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: "#ff8800" } })
      .png()
      .toBuffer();
    const res = await request(t.app).post("/api/admin/images?alt=An%20orange%20banner").set(auth).set("Content-Type", "image/png").send(png).expect(201);
    expect(res.body.image).toMatchObject({ originalFormat: "png", widest: 800 });
    await request(t.app).get(`/media/${res.body.image.hash}-640.webp`).expect(200);
    await request(t.app).get(`/media/${res.body.image.hash}-1200.webp`).expect(404);

    const avif = await sharp({ create: { width: 700, height: 700, channels: 3, background: "#224466" } })
      .avif()
      .toBuffer();
    const av = await request(t.app).post("/api/admin/images").set(auth).field("alt", "A navy square").attach("file", avif, "square.avif").expect(201);
    expect(av.body.image.originalFormat).toBe("avif");
    // The same bytes again: the same image, not a second copy.
    const again = await request(t.app).post("/api/admin/images").set(auth).field("alt", "A navy square").attach("file", avif, "square.avif").expect(200);
    expect(again.body.image.id).toBe(av.body.image.id);
  });

  it("refuses a text file named .jpg (415), a GIF (415), an image without alt text (400) and one over the limit (413)", async () => {
    const fake = await request(t.app)
      .post("/api/admin/images")
      .set(auth)
      .field("alt", "Not really")
      .attach("file", Buffer.from("This is a text file pretending to be a photo.\n".repeat(20)), { filename: "holiday.jpg", contentType: "image/jpeg" })
      .expect(415);
    expect(fake.body.error).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await request(t.app).post("/api/admin/images").set(auth).field("alt", "A GIF").attach("file", gif, "a.gif").expect(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const noAlt = await request(t.app).post("/api/admin/images").set(auth).field("alt", "   ").attach("file", png, "a.png").expect(400);
    expect(noAlt.body.error).toMatch(/alt text/);

    // 1.5 MB of noise as a PNG (it does not compress) against a 1 MB limit.
    const noise = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
    const big = await request(t.app).post("/api/admin/images?alt=Noise").set(auth).set("Content-Type", "image/png").send(noise).expect(413);
    expect(big.body.problem).toBe("too-large");
    expect((await request(t.app).get("/api/admin/images").set(auth).expect(200)).body.images.map((i: { alt: string }) => i.alt)).not.toContain("Noise");
  });

  it("lists and deletes; a deleted image's files are gone; the list needs a token", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#10b981" } })
      .png()
      .toBuffer();
    const { image } = (await request(t.app).post("/api/admin/images?alt=A%20green%20card").set(auth).set("Content-Type", "image/png").send(png).expect(201))
      .body;
    await request(t.app).get("/api/admin/images").expect(401);
    const list = (await request(t.app).get("/api/admin/images").set(auth).expect(200)).body.images;
    expect(list[0]).toMatchObject({ id: image.id, alt: "A green card" });
    await request(t.app).delete(`/api/admin/images/${image.id}`).set(auth).expect(204);
    await request(t.app).delete(`/api/admin/images/${image.id}`).set(auth).expect(404);
    await request(t.app).get(`/media/${image.hash}-300.webp`).expect(404);
    expect(fs.readdirSync(path.join(dataDir, "media")).filter((f) => f.startsWith(image.hash))).toEqual([]);
    const deleted = await t.db.db.selectFrom("audit_log").selectAll().where("action", "=", "image.delete").execute();
    expect(deleted).toHaveLength(1);
  });

  it("serves nothing but the store's own names under /media", async () => {
    fs.writeFileSync(path.join(dataDir, "secret.txt"), "not for visitors");
    for (const p of ["/media/..%2fsecret.txt", "/media/../secret.txt", "/media/%2e%2e/secret.txt", "/media/.hidden", "/media/0123456789abcdef-640.webp.tmp"]) {
      const res = await request(t.app).get(p);
      expect(res.status, p).not.toBe(200);
      expect(res.text ?? "", p).not.toContain("not for visitors");
    }
  });
});
