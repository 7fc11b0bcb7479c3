// Why a lead is spam or held for review (set by server/leads/screening.ts), and the words
// the inbox, the CSV's readers and the leads CLI see for it.
export type LeadFlag = "honeypot" | "token-missing" | "token-forged" | "token-future" | "token-reused" | "token-expired" | "too-fast";

const SPAM_REASON: Record<Exclude<LeadFlag, "too-fast" | "token-expired">, string> = {
  honeypot: "the hidden field bots fill in was filled in",
  "token-missing": "sent without the form's signed start time",
  "token-forged": "the form's start time was forged",
  "token-future": "the form's start time lies in the future",
  "token-reused": "the form's start time was already used by an earlier message",
};

/** Flags that hold a lead for review (delivered, marked), as opposed to spam (kept back). */
export const HELD_FLAGS: readonly string[] = ["too-fast", "token-expired"];

/** Is this lead held for review: a held flag on a lead nobody has judged spam? */
export const isHeld = (lead: { flag: string | null; status: string }) => lead.status !== "spam" && HELD_FLAGS.includes(lead.flag ?? "");

/** Why a held lead was held, e.g. "sent 1.0 s after the page loaded"; null when it is not held. */
export function heldReason(lead: { flag: string | null; status: string; fill_ms: number | null }): string | null {
  if (!isHeld(lead)) return null;
  return leadFlagText(lead.flag, lead.fill_ms)!.replace(/^held for review: /, "");
}

/** One line for a flagged lead, e.g. "held for review: sent 1.5 s after the page loaded"; null when clean. */
export function leadFlagText(flag: string | null, fillMs: number | null): string | null {
  if (!flag) return null;
  if (flag === "too-fast") {
    const seconds = fillMs === null ? "?" : (Math.floor(fillMs / 100) / 10).toFixed(1);
    return `held for review: sent ${seconds} s after the page loaded`;
  }
  if (flag === "token-expired") return "held for review: the page was loaded more than a day earlier";
  return `spam: ${SPAM_REASON[flag as keyof typeof SPAM_REASON] ?? flag}`;
}
