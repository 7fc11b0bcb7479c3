// What the access log keeps of a request's URL. The desk's URLs can carry what must not
// outlive the request in a log: a sign-in link's secret (which opens an account until it
// is used) and a person's e-mail address in a search or a privacy request (which an
// erasure cannot reach in log files). So a desk URL, in any spelling, is logged without
// its query, and a link's secret as "…"; every other URL as it came.
import { isDeskRequest } from "./desk/desk-router.ts";

const LINK_SECRET = /(\/sign-in\/link\/)[^/?#]+/i;

export function loggedUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  return isDeskRequest(path) ? path.replace(LINK_SECRET, "$1…") : url;
}
