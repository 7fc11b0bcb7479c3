// The list's banner when deliveries failed for good in the last 24 hours: per channel, what
// went wrong in words ("The webhook could not be reached: the connection was refused"), and
// for each lead whether another channel delivered it, so nobody panics over a lead the team
// has seen, and nobody misses one that reached nobody. "Retry all failed" tries them all again
// and the page then shows how that ended.
import { Form, Link } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { deskDateTime } from "../../lib/desk/desk-time.ts";

export interface ChannelTroubleView {
  channel: string;
  name: string;
  problem: string;
  since: string;
  leads: { id: number; name: string; email: string; deliveredBy: string[] }[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "the e-mail to sales@firm.example delivered it", or "no other channel delivered it". */
function otherwise(deliveredBy: string[]): string {
  if (deliveredBy.length === 0) return "no other channel delivered it";
  const names = deliveredBy.map((n) => (n.startsWith("The ") ? `the ${n.slice(4)}` : n));
  return `${names.join(" and ")} delivered it`;
}

export function DeliveryBanner({ troubles, csrf, busy }: { troubles: ChannelTroubleView[]; csrf: string; busy: boolean }) {
  const count = troubles.reduce((n, t) => n + t.leads.length, 0);
  if (count === 0) return null;
  const unseen = new Set(troubles.flatMap((t) => t.leads.filter((l) => l.deliveredBy.length === 0).map((l) => l.id))).size;
  return (
    <div role="alert" className="mt-4 rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-950 ring-1 ring-rose-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">
          {plural(count, "delivery", "deliveries")} failed in the last 24 hours
          {unseen ? `: ${plural(unseen, "lead reached", "leads reached")} nobody.` : ", but every lead reached the team another way."}
        </p>
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <button
            type="submit"
            name="intent"
            value="retry-all"
            disabled={busy}
            className="rounded-md bg-rose-900 px-3 py-1 text-xs font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
          >
            {busy ? "Retrying…" : "Retry all failed"}
          </button>
        </Form>
      </div>
      <ul className="mt-1 space-y-1.5">
        {troubles.map((t) => (
          <li key={t.channel}>
            <span className="font-medium">
              {t.name} {t.problem}.
            </span>{" "}
            <span className="text-rose-900">
              Since {deskDateTime(t.since)}, {plural(t.leads.length, "lead", "leads")}:{" "}
              {t.leads.map((l, i) => (
                <span key={l.id}>
                  {i ? "; " : ""}
                  <Link to={`/admin/leads/${l.id}`} className="font-medium underline">
                    {l.name}
                  </Link>{" "}
                  ({otherwise(l.deliveredBy)})
                </span>
              ))}
              .
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The answer to "Retry all failed", read after the attempts ("2 delivered, 1 failed again"). */
export function retryAllText(outcome: string | null): string | null {
  const m = /^(\d+)-(\d+)-(\d+)$/.exec(outcome ?? "");
  if (!m) return null;
  const [delivered, failed, pending] = m.slice(1).map(Number) as [number, number, number];
  const total = delivered + failed + pending;
  if (total === 0) return "Nothing to retry: no delivery had failed.";
  const parts = [
    delivered ? `${delivered} delivered` : "",
    failed ? `${failed} failed again (the banner says why)` : "",
    pending ? `${pending} still being tried: reload in a moment` : "",
  ].filter(Boolean);
  return `Retried ${plural(total, "delivery", "deliveries")}: ${parts.join(", ")}.`;
}
