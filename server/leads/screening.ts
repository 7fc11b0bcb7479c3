// Is this enquiry from a bot? The one rule, used by every intake path (form, no-JS
// form, chat). Spam: the honeypot is filled in, or the signed start time is missing,
// forged, from the future, or already spent by an earlier lead (a bot fetching one token
// and replaying it; decision 019). Held for review: a genuine token, but sent faster than a
// person types (CONTACT_MIN_FILL_MS), or from a page loaded more than a day earlier (a
// person who left a tab open, or a bot replaying an old token); kept visible in the
// inbox and delivered to the firm marked with why (decision 026).
// Anyone who takes at least CONTACT_MIN_FILL_MS with a valid token is neither.
import type { LeadFlag } from "../../common/lead-flags.ts";
import type { FormTokens } from "./form-token.ts";

/** The address step's minimum is CONTACT_MIN_FILL_MS divided by this (500 ms of the default 2 s). */
export const ADDRESS_STEP_SHARE = 4;

export interface Screening {
  spam: boolean;
  /** Not spam, but not delivered until someone looks: the inbox shows why. */
  held: boolean;
  /** Why the lead is spam or held; null for a clean lead. */
  flag: LeadFlag | null;
  /** Milliseconds from the form's signed start time to the submission, when the token is valid. */
  fillMs: number | null;
  /** A valid token, which this lead spends: no later lead may use it (lead-store.ts). */
  token: { id: string; expiresAt: number } | null;
}

export function screenSubmission(input: { honeypot?: string; token?: string }, tokens: FormTokens, minFillMs: number): Screening {
  const check = tokens.check(input.token);
  const fillMs = check.ok ? check.ageMs : null;
  const token = check.ok ? { id: check.id, expiresAt: check.expiresAt } : null;
  if (input.honeypot?.trim()) return { spam: true, held: false, flag: "honeypot", fillMs, token };
  if (!check.ok && check.problem === "expired") return { spam: false, held: true, flag: "token-expired", fillMs, token };
  if (!check.ok) return { spam: true, held: false, flag: `token-${check.problem}`, fillMs, token };
  // The no-JS chat's address page asks one short question (the message was typed before):
  // a person answers it faster than they write a message, so it is held only under a quarter.
  const min = check.step === "address" ? minFillMs / ADDRESS_STEP_SHARE : minFillMs;
  if (check.ageMs < min) return { spam: false, held: true, flag: "too-fast", fillMs, token };
  return { spam: false, held: false, flag: null, fillMs, token };
}

/**
 * The screening of a lead whose token an earlier lead already spent: spam, like a missing
 * token. The visitor gets the same 201 (a bot learns nothing) and the lead is kept in
 * the desk's spam, where a person can rescue it.
 */
export function spentTokenScreening(screening: Screening): Screening {
  if (screening.flag === "honeypot") return screening;
  return { ...screening, spam: true, held: false, flag: "token-reused" };
}
