// Screenshots of pages in headless system Chromium, to look at what we build:
//   npx tsx scripts/screenshot.ts http://127.0.0.1:3000/ /tmp/home [375,1280]
// writes /tmp/home-375.png and /tmp/home-1280.png (full page).
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";

const [url, out = "/tmp/shot", widthsArg = "375,1280"] = process.argv.slice(2);
if (!url) {
  console.error("usage: tsx scripts/screenshot.ts <url> <out-prefix> [widths]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const width of widthsArg.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true });
  console.log(`${out}-${width}.png`);
  await page.close();
}
await browser.close();
