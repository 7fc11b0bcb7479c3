// Waits until an asynchronous outcome (a delivery, a state change) is visible.
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting for delivery");
    await new Promise((r) => setTimeout(r, 50));
  }
}
