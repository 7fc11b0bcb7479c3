// The firm's images in the desk, as a marketer uploads one without JavaScript: a phone
// photo (with its GPS position in EXIF) and its alt text through the page's form; the
// page then shows the image and the markdown to paste, the served files carry no EXIF,
// a text file named .jpg is refused with a sentence, and the image can be deleted.
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";

const base = () => process.env.BASE_URL!;

test.describe("desk images without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a marketer uploads a photo, pastes its markdown, and deletes it", async ({ page }) => {
    test.setTimeout(120_000); // a sign-in, two uploads and six encodings on a busy machine
    const person = await signInAsNewPerson(page, base());
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 14, g: 116, b: 144 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1" } })
      .toBuffer();

    await page.goto(`${base()}/admin/images`);
    await page.getByRole("link", { name: "Images" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Images" })).toBeVisible();

    // A text file that says it is a JPEG.
    await page.getByLabel("Image file").setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all\n".repeat(50)) });
    await page.getByLabel("Alt text").fill("Holiday");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("alert")).toHaveText(/not a JPEG, PNG, WebP or AVIF image/);

    await page.getByLabel("Image file").setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: photo });
    const alt = `The team at the whiteboard ${Date.now()}`;
    await page.getByLabel("Alt text").fill(alt);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/admin\/images\?uploaded=\d+$/);
    const status = page.getByRole("status");
    await expect(status).toContainText(`Paste ![${alt}](/media/`);

    const card = page.getByRole("listitem", { name: alt });
    const img = card.getByRole("img", { name: alt });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(card).toContainText(person);
    const markdown = await card.getByLabel("Markdown, for a post or page").inputValue();
    const src = /\]\((\/media\/[0-9a-f]{16}-1920\.webp)\)$/.exec(markdown)?.[1];
    expect(src, markdown).toBeDefined();

    const served = await page.request.get(base() + src!);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(await served.body()).metadata();
    expect(meta).toMatchObject({ width: 1920, height: 1440, format: "webp" });
    expect(meta.exif).toBeUndefined();

    await card.getByRole("button", { name: `Delete ${alt}` }).click();
    await expect(page.getByRole("status")).toContainText("Deleted.");
    await expect(page.getByRole("listitem", { name: alt })).toHaveCount(0);
    expect((await page.request.get(base() + src!)).status()).toBe(404);
  });
});
