// The chat widget (SPEC 2 Chat widget, 4 Chat, 8, 9).
import { expect, test } from "./fixtures.ts";
import { findLead } from "../helpers/e2e-db.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const bot = (page: import("@playwright/test").Page) => page.getByTestId("chat-bot-message");

test("greets, answers greetings, posts other messages and thanks", async ({ page }) => {
  await gotoHydrated(page, `${base()}/services`);
  await page.getByRole("button", { name: "Open chat" }).hover();
  await expect(page.getByText("Want to learn more?")).toBeVisible();
  await page.getByRole("button", { name: "Open chat" }).click();
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
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
  await input.fill(text);
  await input.press("Enter");
  const body = (await posted).postDataJSON();
  // With the signed start time fetched when the panel opened, and the empty honeypot.
  expect(body).toMatchObject({ message: text, name: expect.any(String), email: expect.any(String), website: "", formToken: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
  await expect(bot(page).last()).toHaveText("Thank you for your message. Our team will get back to you soon.");
  expect(findLead(text)).toMatchObject({ source: "chat", message: text, spam: 0, flag: null });

  // Shift+Enter makes a new line instead of sending.
  await input.fill("line one");
  await input.press("Shift+Enter");
  await expect(page.getByTestId("chat-user-message")).toHaveCount(2);

  // The conversation survives a navigation.
  await page.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toHaveCount(0);
  await gotoHydrated(page, `${base()}/blog`);
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(page.getByText(text)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toHaveCount(0);
});

test("shows the SPEC's error when sending fails", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "down" }));
  await gotoHydrated(page, `${base()}/`);
  await page.getByRole("button", { name: "Open chat" }).click();
  const input = page.getByPlaceholder("Type your message...");
  await input.fill("We need a WebRTC audit");
  await input.press("Enter");
  await expect(bot(page).last()).toHaveText("Sorry, there was an error sending your message. Please try again later.");
});

test("a chat opened while the token could not be fetched fetches it again when sending", async ({ page }) => {
  let asked = 0;
  await page.route("**/api/form-token", (route) => (asked++ === 0 ? route.fulfill({ status: 503, body: "down" }) : route.continue()));
  await gotoHydrated(page, `${base()}/`);
  await page.getByRole("button", { name: "Open chat" }).click();
  const text = `Can you review our Terraform modules? ${Date.now()}`;
  await page.getByPlaceholder("Type your message...").fill(text);
  await page.getByPlaceholder("Type your message...").press("Enter");
  await expect(bot(page).last()).toHaveText("Thank you for your message. Our team will get back to you soon.");
  expect(asked).toBe(2);
  expect(findLead(text)).toMatchObject({ source: "chat", spam: 0, flag: null });
});
