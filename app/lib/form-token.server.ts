// The contact page's signed start time, issued per request in its loader (the page is
// never cached: server/pages.ts). Same configuration, same secret as the intake that checks it.
import { readServerConfig } from "../../server/config.ts";
import { formTokensFor } from "../../server/leads/form-token.ts";

export function issueFormToken(): string {
  return formTokensFor(readServerConfig()).issue();
}
