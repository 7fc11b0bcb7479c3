// The system Chromium every test, bench and screenshot drives (never a downloaded browser),
// and the flags this closed network needs: without the background-networking ones it keeps
// trying to reach Google's hosts.
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
