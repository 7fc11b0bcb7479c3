// What the access log keeps of a request's URL. The desk's URLs can carry what must not
// outlive the request in a log: a sign-in link's secret (which opens an account until it
// is used) and a person's e-mail address in a search or a privacy request (which an
// erasure cannot reach in log files). So a desk URL is logged without its query, and a
// link's secret as "…"; every other URL as it came.
const DESK_PATH = /^\/(api\/)?admin(\/|\.|$)/i;
const LINK_SECRET = /(\/sign-in\/link\/)[^/?#]+/i;

export function loggedUrl(url: string): string {
  if (!DESK_PATH.test(decodeSafely(url))) return url;
  const path = url.split(/[?#]/, 1)[0]!;
  return path.replace(LINK_SECRET, "$1…");
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
