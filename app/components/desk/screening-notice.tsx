// A lead the bot check flagged, on its page. Spam is kept back: "Not spam: deliver it" sends
// it. A lead held for review was delivered already, marked with why (decision 026): a person
// reads it and clears the mark, which also sends the visitor's auto-reply that waited for them.
import { Form } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { isHeld, leadFlagText } from "../../../common/lead-flags.ts";

interface FlaggedLead {
  status: string;
  flag: string | null;
  fill_ms: number | null;
  delivery_state: string;
}

export function ScreeningNotice({ lead, csrf, busy }: { lead: FlaggedLead; csrf: string; busy: boolean }) {
  const spamKeptBack = lead.status === "spam" && lead.delivery_state === "skipped";
  const held = isHeld(lead);
  if (!spamKeptBack && !held) return null;
  const flag = leadFlagText(lead.flag, lead.fill_ms);
  const sent = lead.delivery_state === "pending" || lead.delivery_state === "delivered" || lead.delivery_state === "failed";
  return (
    <section aria-labelledby="screening-heading" className="mt-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
      <h2 id="screening-heading" className="font-semibold text-amber-950">
        {held ? "Held for review" : "Marked as spam"}
      </h2>
      {flag ? <p className="mt-1 text-sm text-amber-900">{flag.replace(/^(spam|held for review): /, "")}</p> : null}
      <p className="mt-1 text-sm text-amber-900">
        {sent ? "It was sent to the team marked “held for review”: it may be a bot. Read it before replying." : "It has not been delivered to the team."}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <button
          type="submit"
          name="intent"
          value="rescue"
          disabled={busy}
          className="rounded-md bg-amber-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {sent ? "Genuine: clear the mark" : "Not spam: deliver it"}
        </button>
      </Form>
    </section>
  );
}
