// The chat widget (SPEC 2 Chat widget, 4 Chat, 8, 9).
import { expect, test } from "./fixtures.ts";
import { countLeads, findLead, findLeadContaining } from "../helpers/e2e-db.ts";
import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated, islandReady } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const bot = (page: import("@playwright/test").Page) => page.getByTestId("chat-bot-message");

const ASK = "Where can we reply? Leave your email address, or skip and we will keep your message without one.";
const THANKS = "Thank you for your message. Our team will get back to you soon.";

test("greets, answers greetings, asks where to reply, sends the conversation with the address as one lead, and thanks", async ({ page }) => {
  await gotoHydrated(page, `${base()}/services`);
  await page.getByLabel("Open chat").hover();
  await expect(page.getByText("Want to learn more?")).toBeVisible();
  await page.getByLabel("Open chat").click();
  const panel = page.getByRole("dialog", { name: "Chat with Us" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(Math.round(box!.width)).toBe(350);
  expect(Math.round(box!.height)).toBe(500);
  await expect(bot(page)).toHaveText(["Hello! How can I help you today?"]);

  const input = page.getByPlaceholder("Type your message...");
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(0);

  await input.fill("  HeLLo ");
  await input.press("Enter");
  await expect(bot(page).last()).toHaveText("Hi there! Please let me know your specific requirement or question, and I'll be happy to help you.");
  await expect(input).toHaveValue("");

  const text = `Do you support LiveKit on GKE Autopilot? ${Date.now()}`;
  let posts = 0;
  page.on("request", (r) => void (r.url().endsWith("/api/contact") && r.method() === "POST" && posts++));
  await input.fill(text);
  await input.press("Enter");
  // Nothing is sent yet: the bot asks where to reply, checked like the contact form's address.
  await expect(bot(page).last()).toHaveText(ASK);
  const address = page.getByLabel("Your email address (optional)");
  await expect(address).toBeFocused();
  await address.fill("not-an-address");
  await address.press("Enter");
  await expect(address).toHaveAccessibleDescription("Please enter a valid email address");
  expect(posts).toBe(0);

  const posted = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
  await address.fill("priya@example.org");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const body = (await posted).postDataJSON();
  // With the signed start time fetched when the panel opened, and the empty honeypot.
  expect(body).toMatchObject({ email: "priya@example.org", source: "chat", website: "", formToken: expect.stringMatching(/^\d+\.[\w-]{22}\.[\w-]{43}$/) });
  await expect(bot(page).last()).toHaveText(THANKS);
  // One lead: the whole conversation (the greeting said too) and the address.
  expect(findLeadContaining(text)).toMatchObject({ source: "chat", message: `HeLLo\n\n${text}`, email: "priya@example.org", status: "new", flag: null });
  expect(countLeads(text)).toBe(1);
  expect(posts).toBe(1);

  // The next message is a new conversation, sent at once to the address already given.
  const follow = `Also: can you run a load test for 5k participants? ${Date.now()}`;
  await input.fill(follow);
  await input.press("Enter");
  await expect(bot(page).last()).toHaveText(THANKS);
  await expect(bot(page)).toHaveText([/^Hello!/, /^Hi there!/, ASK, THANKS, THANKS]);
  expect(findLead(follow)).toMatchObject({ source: "chat", email: "priya@example.org" });
  expect(countLeads(text)).toBe(1);

  // Shift+Enter makes a new line instead of sending.
  await input.fill("line one");
  await input.press("Shift+Enter");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(4);

  // The conversation survives a navigation.
  await page.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toHaveCount(0);
  await gotoHydrated(page, `${base()}/blog`);
  await page.getByLabel("Open chat").click();
  await expect(page.getByText(text)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toHaveCount(0);
  // Focus goes back to the bubble, not to the page's body.
  await expect(page.getByLabel("Open chat")).toBeFocused();
});

test("without an address, the visitor skips and the conversation is one lead with the placeholder", async ({ page }) => {
  await gotoHydrated(page, `${base()}/`);
  await page.getByLabel("Open chat").click();
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
  const input = page.getByPlaceholder("Type your message...");
  const first = `We need a WebRTC audit. ${Date.now()}`;
  await input.fill(first);
  await input.press("Enter");
  await expect(bot(page).last()).toHaveText(ASK);
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(bot(page).last()).toHaveText(THANKS);
  expect(findLeadContaining(first)).toMatchObject({
    source: "chat",
    message: first,
    name: "Website Chat Visitor",
    email: "chat-visitor@example.com",
    status: "new",
  });
  expect(countLeads(first)).toBe(1);
});

test("a visitor who leaves while the bot asks for an address still reaches the firm, once", async ({ page }) => {
  // Every beacon to /api/contact, counted in the tab's sessionStorage as it is sent (the
  // call goes through), so a page hide's beacon is counted before the next page loads.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/contact"))
        sessionStorage.setItem("test-lead-beacons", String(Number(sessionStorage.getItem("test-lead-beacons") ?? 0) + 1));
      return send(url, data);
    };
  });
  await gotoHydrated(page, `${base()}/`);
  await page.getByLabel("Open chat").click();
  // The plain form (same placeholder) stands in until the panel's code is here.
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
  const input = page.getByPlaceholder("Type your message...");
  const first = `Can you review our TURN setup? ${Date.now()}`;
  await input.fill(first);
  await input.press("Enter");
  await expect(bot(page).last()).toHaveText(ASK);
  expect(countLeads(first)).toBe(0);
  // A full page load elsewhere: the page is hidden for good, and the conversation goes by beacon.
  await page.goto(`${base()}/about`);
  await expect.poll(() => countLeads(first), { timeout: 10_000 }).toBe(1);
  expect(findLeadContaining(first)).toMatchObject({ source: "chat", message: first, email: "chat-visitor@example.com", status: "new" });
  // Leaving /about (a reload) sends nothing more: its page hide has run once the reloaded
  // page is up, and the one beacon counted is the one from leaving the first page.
  await page.reload();
  expect(await page.evaluate(() => sessionStorage.getItem("test-lead-beacons"))).toBe("1");
  expect(countLeads(first)).toBe(1);
});

test("shows the SPEC's error when sending fails, and sending again works", async ({ page }) => {
  let fail = true;
  await page.route("**/api/contact", (route) => (fail ? route.fulfill({ status: 503, body: "down" }) : route.continue()));
  await gotoHydrated(page, `${base()}/`);
  await page.getByLabel("Open chat").click();
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
  const input = page.getByPlaceholder("Type your message...");
  const text = `We need a WebRTC audit, soon. ${Date.now()}`;
  await input.fill(text);
  await input.press("Enter");
  await page.getByLabel("Your email address (optional)").fill("ops@example.org");
  await page.getByLabel("Your email address (optional)").press("Enter");
  await expect(bot(page).last()).toHaveText("Sorry, there was an error sending your message. Please try again later.");
  fail = false;
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(bot(page).last()).toHaveText(THANKS);
  expect(findLead(text)).toMatchObject({ email: "ops@example.org" });
  expect(countLeads(text)).toBe(1);
});

test("a chat opened while the token could not be fetched fetches it again when sending", async ({ page }) => {
  let asked = 0;
  await page.route("**/api/form-token", (route) => (asked++ === 0 ? route.fulfill({ status: 503, body: "down" }) : route.continue()));
  await gotoHydrated(page, `${base()}/`);
  await page.getByLabel("Open chat").click();
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
  const text = `Can you review our Terraform modules? ${Date.now()}`;
  await page.getByPlaceholder("Type your message...").fill(text);
  await page.getByPlaceholder("Type your message...").press("Enter");
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(bot(page).last()).toHaveText(THANKS);
  expect(asked).toBeGreaterThanOrEqual(2); // and once more after the message is sent: a token is spent by its lead
  expect(findLead(text)).toMatchObject({ source: "chat", status: "new", flag: null });
});

for (const width of [375, 1280]) {
  test(`the chat asking for an address has no axe violations (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 640 ? 667 : 800 });
    await gotoHydrated(page, `${base()}/services/kubernetes-managed-services`);
    await page.getByLabel("Open chat").click();
    await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
    await page.getByPlaceholder("Type your message...").fill("We want to move 30 services from ECS to EKS next quarter.");
    await page.getByPlaceholder("Type your message...").press("Enter");
    await expect(page.getByLabel("Your email address (optional)")).toBeFocused();
    const results = await new AxeBuilder({ page }).include("details").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test("opened before the scripts ran, the chat is taken over in place, keeping what was typed", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The held module script holds DOMContentLoaded back too: wait for the HTML only.
  await page.goto(`${base()}/blog`, { waitUntil: "commit" });
  await page.getByLabel("Open chat").click();
  const plain = page.getByRole("region", { name: "Chat with Us" });
  await expect(plain).toBeVisible();
  const before = await plain.boundingBox();
  await page.getByPlaceholder("Type your message...").fill("Typed before hydration");
  release();
  await islandReady(page, "chat");
  const dialog = page.getByRole("dialog", { name: "Chat with Us" });
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toEqual(before);
  await expect(dialog.getByPlaceholder("Type your message...")).toHaveValue("Typed before hydration");
  // React now owns the toggle: the bubble closes it, and only once.
  await page.getByLabel("Open chat").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("details[open]")).toHaveCount(0);
});

test("Escape closes the chat even before its island's code has arrived, and the focus stays on the bubble", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  // Hold the island's chunk: the bubble opens natively on the plain stand-in.
  await page.route(/\/assets\/islands\/chat-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, `${base()}/services`);
  await page.getByLabel("Open chat").click();
  await expect(page.getByRole("region", { name: "Chat with Us" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("details[open]")).toHaveCount(0);
  await expect(page.getByLabel("Open chat")).toBeFocused();
  // Once the code arrives the chat takes over closed, and opens on the next press.
  release();
  await islandReady(page, "chat");
  await page.getByLabel("Open chat").click();
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bubble opens a form that sends the message, asks where to reply, and stores one lead", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${base()}/services`);
    await page.getByLabel("Open chat").click();
    await expect(page.getByText("Hello! How can I help you today?")).toBeVisible();
    const text = `No-JS chat: do you run managed Kubernetes in India? ${Date.now()}`;
    await page.getByPlaceholder("Type your message...").fill(text);
    await page.getByRole("button", { name: "Send message" }).click();

    // The chat page keeps the message and asks for the address; nothing is stored yet.
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText(ASK)).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue(text);
    expect(countLeads(text)).toBe(0);
    await page.getByLabel("Your email address (optional)").fill("anil@example.org");
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/chat");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(303);
    await expect(page.getByRole("heading", { name: "Message Sent" })).toBeInViewport();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(findLead(text)).toMatchObject({ source: "chat", email: "anil@example.org", name: "Website Chat Visitor", status: "new", flag: null });
    await page.reload();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(countLeads(text)).toBe(1);
  });

  test("skipping the address stores the lead with the placeholder; a bad address comes back at its field", async ({ page }) => {
    await page.goto(`${base()}/chat`);
    const text = `Direct chat page question about Argo CD. ${Date.now()}`;
    await page.getByLabel("Your message").fill(text);
    await page.getByLabel("Your email address (optional)").fill("nope@");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByLabel("Your email address (optional)")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(countLeads(text)).toBe(0);
    await page.getByRole("button", { name: /Skip/ }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(findLead(text)).toMatchObject({ source: "chat", email: "chat-visitor@example.com", status: "new" });
  });
});
