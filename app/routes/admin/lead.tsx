// One lead in the desk: the enquiry or conversation, its pipeline (status, owner, next
// action), notes, deliveries and everything done to it. Every change is a plain form
// post (it works without JavaScript) answered by a redirect back here. "E-mail" writes to
// the lead through the desk's outbox (from a template, ?template=…), and each e-mail stays
// on the page with its delivery state. Times are in the reader's zone, UTC on hover.
import { attributionRows } from "../../../common/attribution.ts";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/lead";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { StatusBadge } from "../../components/desk/status-badge.tsx";
import { deskDateTime, deskDay } from "../../lib/desk/desk-time.ts";
import { DeskTime, useDeskZone } from "../../components/desk/desk-time.tsx";
import { LeadEmailForm, LeadEmails } from "../../components/desk/lead-emails.tsx";
import { leadEmailSchema } from "../../../common/lead-email.ts";
import { fillReplyTemplate, isReplyTemplate } from "../../../common/reply-templates.ts";
import { CHAT_PLACEHOLDER } from "../../../common/contact-fields.ts";
import { dayIn } from "../../../common/time-zone.ts";
import { clock } from "../../../common/clock.ts";
import { readFormPost } from "../../lib/forms/form-post.ts";
import { deskHeaders, idParam, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABEL } from "../../../common/lead-status.ts";
import { LEAD_SOURCE_LABEL, LEAD_SOURCE_PLACE } from "../../../common/lead-source.ts";
import { leadUpdateSchema } from "../../../common/lead-update.ts";
import { ScreeningNotice } from "../../components/desk/screening-notice.tsx";
import { NoteForm } from "../../components/desk/note-form.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../components/desk/unsaved-changes.tsx";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";
import { LeadMeeting } from "../../components/desk/lead-meeting.tsx";
import { changeMeeting, leadMeeting } from "../../lib/desk/meetings.server.ts";

export const handle = deskHandle;
export const links = deskLinks;

function idOf(params: { id: string }): number {
  const id = idParam(params.id);
  if (!id) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const desk = context.deskService;
  const id = idOf(params);
  const lead = await desk.view(session.user.email, id);
  if (!lead) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const saved = query.get("saved");
  const [people, deliveries] = await Promise.all([desk.people(), desk.deliveries(id)]);
  // A new key per render of the note form: a repeat of one post adds the note once.
  const template = query.get("template");
  const hasAddress = lead.email.trim().toLowerCase() !== CHAT_PLACEHOLDER.email;
  const draft = isReplyTemplate(template)
    ? fillReplyTemplate(template, {
        leadName: hasAddress ? lead.name : "",
        company: lead.company,
        person: session.user.name,
        siteName: context.site.name,
        siteUrl: context.site.url,
      })
    : null;
  const email = { canSend: desk.canEmail(), hasAddress, template: draft ? template : null, draft };
  const today = dayIn(session.user.timeZone, clock.date());
  const meeting = await leadMeeting(context, id);
  return {
    meeting,
    user: session.user,
    csrf: session.csrfToken,
    lead,
    people,
    deliveries: deliveries ?? [],
    saved,
    email,
    today,
    noteKey: crypto.randomUUID(),
  };
}

export const headers = deskHeaders;

export async function action({ request, context: router, params }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const desk = context.deskService;
  const actor = session.user.email;
  const id = idOf(params);
  const post = await readFormPost(request);
  if (!post.ok) return data({ error: post.error }, { status: post.status });
  const field = (k: string) => (typeof post.body[k] === "string" ? (post.body[k] as string) : undefined);
  const intent = field("intent");
  if (intent === "meeting-cancel" || intent === "meeting-reschedule") {
    const changed = await changeMeeting(context, actor, id, intent, { meeting: field("meeting"), start: field("start") });
    if (!changed.ok) return data({ error: changed.error }, { status: changed.status });
    return redirect(`/admin/leads/${id}?saved=${intent}#meeting`, 303);
  }
  if (intent === "email") {
    const values = { subject: field("subject") ?? "", text: field("text") ?? "" };
    const parsed = leadEmailSchema.safeParse(values);
    if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "The e-mail cannot be sent as it is.", email: values }, { status: 400 });
    const sent = await desk.sendEmail(actor, id, parsed.data);
    if (!sent.ok) return data({ error: sent.error, email: values }, { status: sent.status });
    return redirect(`/admin/leads/${id}?saved=email#emails`, 303);
  }
  if (intent === "retry") {
    const deliveryId = idParam(field("delivery"));
    const outcome = deliveryId ? await desk.retry(actor, deliveryId, { leadId: id }) : ({ result: "not-found" } as const);
    if (outcome.result === "retried") {
      // The retry was attempted before this answer (desk-service.ts): say how it ended.
      const state = (await desk.deliveries(id))?.find((d) => d.id === deliveryId)?.state;
      return redirect(`/admin/leads/${id}?saved=${state === "delivered" ? "retry-delivered" : state === "failed" ? "retry-failed" : "retry"}`, 303);
    }
    return data({ error: RETRY_REFUSED[outcome.result] }, { status: outcome.result === "not-found" ? 404 : 409 });
  }
  let result;
  let heldBefore = false;
  if (intent === "rescue") {
    heldBefore = (await desk.deliveries(id))?.some((d) => d.channel !== "autoreply") ?? false;
    result = await desk.rescue(actor, id);
  } else {
    const fields =
      intent === "note"
        ? { note: field("note"), noteKey: field("noteKey") }
        : intent === "assign-me"
          ? { owner: actor }
          : { status: field("status"), owner: field("owner") || null, nextActionAt: field("nextActionAt") || null };
    const parsed = leadUpdateSchema.safeParse(fields);
    if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "That change could not be saved." }, { status: 400 });
    result = await desk.update(actor, id, parsed.data);
  }
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  const savedAs = intent === "note" ? "note" : intent === "rescue" ? (heldBefore ? "released" : "rescued") : intent === "assign-me" ? "mine" : "lead";
  return redirect(`/admin/leads/${id}?saved=${savedAs}`, 303);
}

const SAVED: Record<string, string> = {
  lead: "Changes saved.",
  note: "Note added.",
  rescued: "Marked as a real enquiry; it is being delivered.",
  released: "Marked as a real enquiry.",
  retry: "Trying that delivery again now.",
  "retry-delivered": "Delivered on the retry.",
  "retry-failed": "The retry failed too: see the delivery below.",
  email: "E-mail queued: it is being sent now. Its delivery shows under E-mails.",
  mine: "It is yours now.",
  "meeting-cancel": "Meeting cancelled; both have been told.",
  "meeting-reschedule": "Meeting moved; both get the new time.",
};
const RETRY_REFUSED = {
  "not-found": "That delivery does not belong to this lead.",
  delivered: "That delivery has already been made.",
  "in-flight": "That delivery is being attempted right now. Reload in a moment.",
};
const CHANNEL_LABEL: Record<string, string> = {
  email: "E-mail to the team",
  webhook: "Webhook",
  slack: "Slack",
  teams: "Microsoft Teams",
  autoreply: "Auto-reply to the visitor",
};
const STATE_TONE: Record<string, string> = { delivered: "text-emerald-800", pending: "text-amber-800", failed: "text-rose-800" };
const ACTION_TEXT: Record<string, (d: Record<string, unknown> | null) => string> = {
  "lead.view": () => "viewed the lead",
  "lead.status": (d) => `changed the status from ${LEAD_STATUS_LABEL[d?.from as "new"] ?? d?.from} to ${LEAD_STATUS_LABEL[d?.to as "new"] ?? d?.to}`,
  "lead.owner": (d) => (d?.to ? `gave it to ${d.to}` : "removed the owner"),
  "lead.next-action": (d) => (d?.to ? `set the next action for ${deskDay(String(d.to))}` : "cleared the next action"),
  "lead.note": () => "added a note",
  "lead.rescue": () => "marked it as a real enquiry and sent it for delivery",
  "delivery.retry": (d) => `retried the ${d?.channel ?? ""} delivery`,
  "meeting.cancel": () => "cancelled the meeting",
  "meeting.reschedule": (d) => `moved the meeting to ${deskDateTime(String(d?.to ?? ""))}`,
  "lead.email": (d) => `e-mailed the lead: “${String(d?.subject ?? "")}”`,
};

/** Runs of views by one person read as one line ("viewed the lead 4 times"), newest first. */
function collapseViews<T extends { action: string; actor: string }>(entries: T[]): { entry: T; views: number }[] {
  const out: { entry: T; views: number }[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    if (last && entry.action === "lead.view" && last.entry.action === "lead.view" && last.entry.actor === entry.actor) last.views++;
    else out.push({ entry, views: 1 });
  }
  return out;
}

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const label = "block text-xs font-medium text-slate-700";
const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm";

export default function DeskLead({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, lead, people, deliveries, saved, email, today, noteKey, meeting } = loaderData;
  const zone = useDeskZone();
  const emailDraft = actionData && "email" in actionData ? (actionData.email as { subject: string; text: string }) : email.draft;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // Where the visit that sent it began: only what is known.
  const attribution = attributionRows(lead, { joinCampaign: false, time: (iso: string) => deskDateTime(iso, zone) });
  const pipelineSaved = [lead.status, lead.owner, lead.next_action_at].join("|");
  const unsaved = useUnsavedChanges(pipelineSaved);

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title={`Lead: ${lead.name}`} description="A lead in the desk." canonicalPath={`/admin/leads/${lead.id}`} noindex />
      <Link to="/admin/leads" className="text-sm text-slate-600 hover:underline">
        ← All leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{lead.name}</h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <a href={`mailto:${lead.email}`} className="text-brand underline">
          {lead.email}
        </a>
        {lead.company ? ` · ${lead.company}` : ""} · {LEAD_SOURCE_LABEL[lead.source]} · received <DeskTime iso={lead.created_at} /> · #{lead.id}
      </p>
      {saved && SAVED[saved] ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {SAVED[saved]}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-3 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
          {actionData.error}
        </p>
      ) : null}

      <ScreeningNotice lead={lead} csrf={csrf} busy={busy} />
      <UnsavedChangesDialog blocker={unsaved.blocker} message="You changed this lead's pipeline (status, owner or next action) but did not press Save." />
      {/* On a phone the two columns become one list, the pipeline right after the message (order-*), not after the whole activity log. */}
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="contents lg:block lg:space-y-5">
          {meeting ? (
            <div className="order-1 lg:order-none">
              <LeadMeeting meeting={meeting.meeting} slots={meeting.slots} csrf={csrf} busy={busy} />
            </div>
          ) : null}
          <section aria-labelledby="message-heading" className={`${card} order-1 lg:order-none`}>
            <h2 id="message-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              {lead.source === "chat" ? "Conversation" : "Message"}
            </h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{lead.message}</p>
          </section>

          <LeadEmails emails={lead.emails} className="order-3 lg:order-none">
            <LeadEmailForm
              key={`${email.template ?? ""}-${lead.emails.length}`}
              leadId={lead.id}
              csrf={csrf}
              busy={busy}
              canSend={email.canSend}
              hasAddress={email.hasAddress}
              draft={emailDraft}
            />
          </LeadEmails>

          <section aria-labelledby="notes-heading" className={`${card} order-3 lg:order-none`}>
            <h2 id="notes-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Notes
            </h2>
            <NoteForm csrf={csrf} noteKey={noteKey} busy={busy} className={control} />
            {lead.notes.length ? (
              <ul className="mt-4 space-y-3">
                {lead.notes.map((n) => (
                  <li key={n.id} className="border-l-2 border-slate-200 pl-3">
                    <p className="text-xs text-slate-500">
                      {n.author} · <DeskTime iso={n.createdAt} />
                    </p>
                    <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-800">{n.body}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-500">No notes yet.</p>
            )}
          </section>

          <section aria-labelledby="activity-heading" className={`${card} order-5 lg:order-none`}>
            <h2 id="activity-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Activity
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {collapseViews(lead.activity).map(({ entry: a, views }) => (
                <li key={a.id} className="text-slate-700">
                  <DeskTime iso={a.at} className="text-slate-500" /> · {a.actor}{" "}
                  {views > 1 ? `viewed the lead ${views} times` : (ACTION_TEXT[a.action] ?? (() => a.action))(a.detail)}
                </li>
              ))}
              <li className="text-slate-700">
                <DeskTime iso={lead.created_at} className="text-slate-500" /> · received from {LEAD_SOURCE_PLACE[lead.source]}
              </li>
            </ol>
          </section>
        </div>

        <aside className="contents lg:block lg:space-y-5">
          <section aria-labelledby="pipeline-heading" className={`${card} order-2 lg:order-none`}>
            <div className="flex items-center justify-between gap-3">
              <h2 id="pipeline-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                Pipeline
              </h2>
              {lead.owner !== user.email ? (
                <Form method="post">
                  <input type="hidden" name={CSRF_FIELD} value={csrf} />
                  <button
                    type="submit"
                    name="intent"
                    value="assign-me"
                    disabled={busy}
                    className="rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-brand ring-1 ring-slate-300 hover:bg-sky-50 disabled:opacity-60"
                  >
                    Assign to me
                  </button>
                </Form>
              ) : (
                <span className="text-xs font-medium text-emerald-800">Yours</span>
              )}
            </div>
            {/* Keyed on what it shows: after "Assign to me" (or any change) the selects start from the saved values. */}
            <Form key={pipelineSaved} method="post" className="mt-3 space-y-3" {...unsaved.formProps}>
              <input type="hidden" name={CSRF_FIELD} value={csrf} />
              <input type="hidden" name="intent" value="update" />
              <label className={label}>
                Status
                <select name="status" defaultValue={lead.status} className={control}>
                  {LEAD_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {LEAD_STATUS_LABEL[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={label}>
                Owner
                <select name="owner" defaultValue={lead.owner ?? ""} className={control}>
                  <option value="">Nobody</option>
                  {people.map((p) => (
                    <option key={p.email} value={p.email}>
                      {p.name} ({p.email})
                    </option>
                  ))}
                </select>
              </label>
              <label className={label}>
                Next action
                <input type="date" name="nextActionAt" min={today} defaultValue={lead.next_action_at ?? ""} className={control} />
              </label>
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
              >
                Save
              </button>
              {lead.status_changed_at ? (
                <p className="text-xs text-slate-500">
                  Status set by {lead.status_changed_by} on <DeskTime iso={lead.status_changed_at} />
                </p>
              ) : null}
            </Form>
          </section>

          {attribution.length ? (
            <section aria-labelledby="attribution-heading" className={`${card} order-6 lg:order-none`}>
              <h2 id="attribution-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                Attribution
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                {attribution.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="text-slate-500">{term}</dt>
                    <dd className="break-all text-slate-800">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="deliveries-heading" className={`${card} order-4 lg:order-none`}>
            <h2 id="deliveries-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Deliveries
            </h2>
            {deliveries.length ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {deliveries.map((d) => (
                  <li key={d.id} className="py-2.5 text-sm">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-medium text-slate-900">{CHANNEL_LABEL[d.channel] ?? d.channel}</span>
                      <span className={`font-semibold ${STATE_TONE[d.state] ?? ""}`}>{d.state === "pending" && d.attempts > 0 ? "retrying" : d.state}</span>
                    </div>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                      {d.deliveredAt ? (
                        <>
                          {" "}
                          · delivered <DeskTime iso={d.deliveredAt} />
                        </>
                      ) : null}
                      {d.nextAttemptAt && d.attempts > 0 ? (
                        <>
                          {" "}
                          · next try <DeskTime iso={d.nextAttemptAt} />
                        </>
                      ) : null}
                    </p>
                    {d.lastError && d.state !== "delivered" ? (
                      <div className="mt-1 rounded bg-rose-50 px-2 py-1 text-xs text-rose-900">
                        <p>
                          {d.channel === "email" ? "The e-mail" : (CHANNEL_LABEL[d.channel] ?? d.channel)} {d.problem}.
                        </p>
                        <p className="break-words font-mono text-rose-800">{d.lastError}</p>
                      </div>
                    ) : null}
                    {d.state === "failed" || (d.state === "pending" && d.attempts > 0) ? (
                      <Form method="post" className="mt-1.5">
                        <input type="hidden" name={CSRF_FIELD} value={csrf} />
                        <input type="hidden" name="delivery" value={d.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="retry"
                          disabled={busy}
                          className="rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
                        >
                          Retry now
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                {lead.delivery_state === "held"
                  ? "Held for review: not sent yet."
                  : lead.status === "spam"
                    ? "Spam is not delivered."
                    : "No delivery channel was configured when it arrived."}
              </p>
            )}
          </section>

          <section aria-labelledby="details-heading" className={`${card} order-7 lg:order-none`}>
            <h2 id="details-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Details
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Delivery</dt>
              <dd className="text-slate-800">{lead.delivery_state}</dd>
              <dt className="text-slate-500">Address</dt>
              <dd className="break-all text-slate-800">{lead.ip ?? "—"}</dd>
              <dt className="text-slate-500">Browser</dt>
              <dd className="break-words text-slate-800">{lead.user_agent ?? "—"}</dd>
              {lead.fill_ms !== null ? (
                <>
                  <dt className="text-slate-500">Filled in</dt>
                  <dd className="text-slate-800">{(lead.fill_ms / 1000).toFixed(1)} s</dd>
                </>
              ) : null}
            </dl>
          </section>
        </aside>
      </div>
    </DeskShell>
  );
}
