// Table types for Kysely. Lists (tags, features) are JSON text so that SQLite and
// PostgreSQL share one schema; times are ISO-8601 text for the same reason.
import type { Generated } from "kysely";
import type { LeadStatus } from "../../common/lead-status.ts";
import type { LeadSource } from "../../common/lead-source.ts";

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  icon: string;
  content: string | null;
  sort_order: number;
}

export interface SolutionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  image: string;
  features: string; // JSON array of strings
  about: string | null; // HTML
  sort_order: number;
}

export interface CaseStudiesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  image: string;
  industry: string;
  tags: string; // JSON array of strings
  client: string;
  content: string; // HTML
  sort_order: number;
  /** "file": synced from content/case-studies/ (the sync owns it); "desk": saved in the desk (docs/decisions/046). */
  source: Generated<"file" | "desk">;
  status: Generated<"draft" | "published">;
  /** The body as written; `content` is its HTML. */
  markdown: Generated<string>;
  /** ISO instant of the last save in the desk. */
  updated_at: string | null;
  /** A desk study with no cover picked: the address of its drawn art, which `image` then also holds (decision 054). */
  cover_art: string | null;
}

/** A page of content/pages/ as saved in the desk (server/content/desk-pages.ts). */
export interface PageOverridesTable {
  slug: string;
  /** JSON of the page's fields as live; null: the file's are. */
  published: string | null;
  /** JSON of a saved draft, not yet live. */
  draft: string | null;
  updated_at: string;
}

export interface TestimonialsTable {
  id: number;
  quote: string;
  rating: number;
  avatar: string;
  name: string;
  position: string;
  company: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  author: string;
  date: string;
  tags: string; // JSON array of strings
  image: string;
  content: string; // HTML or markdown, as written
  /** "file": synced from content/server-posts/ (the sync owns it); "desk": written in the desk (docs/decisions/031). */
  source: Generated<"file" | "desk">;
  status: Generated<"draft" | "published">;
  /** ISO instant: a published post shows from then on (scheduled until it passes). */
  publish_at: string | null;
  /** ISO instant of the last save in the desk. */
  updated_at: string | null;
}

export interface ContentRevisionsTable {
  id: Generated<number>;
  /** What was saved: "post", "caseStudy" or "page" (server/content/revisions.ts). */
  kind: Generated<string>;
  slug: string;
  at: string;
  actor: string;
  fields: string; // JSON of every field as saved
}

export interface LeadsTable {
  id: Generated<number>;
  source: LeadSource;
  name: string;
  email: string;
  company: string | null;
  message: string;
  created_at: string;
  /** The pipeline: "spam" is set by screening (see flag) or by a person; "new" otherwise. */
  status: LeadStatus;
  /** 1 when status is "spam": the previous release's column, kept for it during a rolling upgrade (migration 003). */
  spam: Generated<number>;
  status_changed_at: string | null;
  /** E-mail of the person who last changed the status, or "api" for the bearer token. */
  status_changed_by: string | null;
  owner_id: number | null;
  /** YYYY-MM-DD */
  next_action_at: string | null;
  /** Why a lead is spam or held for review (server/leads/screening.ts); null when clean. */
  flag: string | null;
  /** Milliseconds from the form's signed start time to the submission; null without a valid token. */
  fill_ms: number | null;
  /** held: sent too fast after the page loaded, kept for a person to review, not delivered. */
  delivery_state: "pending" | "delivered" | "failed" | "skipped" | "held";
  ip: string | null;
  user_agent: string | null;
  /** Attribution: the first touch of the visit that sent the lead (common/attribution.ts); null when unknown. */
  landing_page: string | null;
  /** The referring site's host. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** "gclid:…", "msclkid:…" or "li_fat_id:…" */
  click_id: string | null;
  first_seen_at: string | null;
  /** Path of the page the enquiry was sent from. */
  conversion_page: string | null;
  /** The random name the visitor was given for this lead (null for leads from before 007). */
  reference: string | null;
}

/** Daily visit counters (server/analytics/): one row per day, dimension and value. */
export interface VisitCountersTable {
  /** YYYY-MM-DD (UTC) */
  day: string;
  kind: "total" | "page" | "landing" | "source" | "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "device";
  value: string;
  pageviews: number;
  /** Visits that began here (their landing page view). */
  visits: number;
  /** Distinct visitors of the day (total and page only). */
  visitors: number;
}

/** Which visitor (a daily salted hash) the day's counters already counted, per scope. */
export interface VisitSeenTable {
  day: string;
  visitor: string;
  scope: string;
}

export interface VisitSaltsTable {
  day: string;
  salt: string;
}

export interface LeadOutboxTable {
  id: Generated<number>;
  lead_id: number;
  /** autoreply: the optional e-mail back to the visitor (LEAD_AUTOREPLY). */
  channel: "email" | "webhook" | "slack" | "teams" | "autoreply";
  state: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  /** An IANA zone (e.g. Asia/Kolkata): what "today" and the desk's times mean to this person. */
  time_zone: Generated<string>;
  /** 1: the person gets the morning digest of their overdue and due-today leads. */
  digest: Generated<number>;
}

/** Failed password sign-ins per address typed (known or not), and the lock they cause. */
export interface SignInFailuresTable {
  address: string; // sha256 of the lower-case address, never the address
  failures: Generated<number>;
  locked_until: string | null;
  last_failure_at: string;
}

/** Client addresses a person has signed in from: their right password passes a lock from these. */
export interface AdminKnownAddressesTable {
  user_id: number;
  address: string;
  last_sign_in_at: string;
}

export interface AdminSessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface AdminSignInLinksTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  author: string;
  body: string;
  created_at: string;
  /** The form render (or API client) that sent it: a repeat with the same key adds nothing. */
  idempotency_key: string | null;
}

/** An uploaded image (server/images/); its files are DATA_DIR/media/{hash}-{width}.{avif,webp}. */
export interface ImagesTable {
  id: Generated<number>;
  hash: string;
  alt: string;
  width: number;
  height: number;
  widest: number;
  original_format: string;
  original_bytes: number;
  stored_bytes: number;
  created_at: string;
  created_by: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** A person's e-mail, "api" (bearer token), "cli", "worker", or "(anonymous)" for a failed sign-in (the address typed is in detail). */
  actor: string;
  /** e.g. lead.view, lead.status, lead.rescue, leads.list, leads.export, delivery.retry, privacy.export, privacy.erase, privacy.retention, user.sign-in (docs/desk.md) */
  action: string;
  lead_id: number | null;
  detail: string | null; // JSON
}

/** An e-mail the desk sends, and its outbox entry (server/desk/desk-mail-queue.ts). */
export interface DeskMailTable {
  id: Generated<number>;
  /** reply: a person's e-mail to a lead; assigned: a lead was given to someone; digest: the morning digest. */
  kind: "reply" | "assigned" | "digest";
  lead_id: number | null;
  /** Who sent it: a person's e-mail, "api" (bearer token) or "desk" (the desk's own notices). */
  sender: string;
  /** The display name on From (the address is the firm's sending address). */
  from_name: string;
  reply_to: string | null;
  to_address: string;
  subject: string;
  body: string;
  state: "pending" | "delivered" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** One row per person per local day: that day's digest was claimed (and sent if anything was due). */
export interface DeskDigestsTable {
  user_id: number;
  day: string;
  created_at: string;
}

export interface CollectionsTable {
  name: string; // the file's name: content/collections/{name}.yaml
  title: string;
  description: string;
  entries: string; // JSON array of entries, bodies as HTML
}

/** Form tokens that a lead has used (server/leads/spent-form-tokens.ts). */
export interface SpentFormTokensTable {
  token: string;
  expires_at: string;
}

/** A desk person's bookable hours (server/booking/); a person without a row has the defaults. */
export interface BookingHostsTable {
  user_id: number;
  time_zone: string;
  /** JSON: weekday (1 = Monday … 7 = Sunday) to [["HH:MM","HH:MM"], …] in time_zone. */
  weekly_hours: string;
  buffer_minutes: Generated<number>;
  /** JSON: ["YYYY-MM-DD", …] in time_zone. */
  days_off: Generated<string>;
  room_url: string | null;
  active: Generated<number>;
  /** The person's CalDAV calendar collection (migration 013); null: no calendar sync. */
  caldav_url: string | null;
  caldav_user: string | null;
  /** A secret: never logged, never shown. */
  caldav_password: string | null;
}

export interface MeetingsTable {
  id: Generated<number>;
  lead_id: number;
  host_id: number;
  type: string;
  start_at: string;
  end_at: string;
  time_zone: string;
  need: string;
  status: "booked" | "cancelled";
  uid: string;
  sequence: Generated<number>;
  video_url: string | null;
  created_at: string;
  cancelled_at: string | null;
  /** The SEQUENCE the person's calendar last got; null: not written yet (or no calendar). */
  calendar_sequence: number | null;
  /** Why the last calendar write failed; null when it is in step. */
  calendar_error: string | null;
}

/** One 15-minute step of a host's time, taken by a meeting: the primary key is the no-double-booking rule. */
export interface MeetingClaimsTable {
  host_id: number;
  step_at: string;
  meeting_id: number;
}

export interface MeetingMessagesTable {
  id: Generated<number>;
  meeting_id: number;
  kind: "request" | "cancel" | "reminder-24h" | "reminder-1h";
  recipient: "visitor" | "host";
  sequence: number;
  state: "pending" | "sent" | "failed" | "dropped";
  due_at: string;
  attempts: Generated<number>;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  services: ServicesTable;
  solutions: SolutionsTable;
  case_studies: CaseStudiesTable;
  testimonials: TestimonialsTable;
  blog_posts: BlogPostsTable;
  leads: LeadsTable;
  lead_outbox: LeadOutboxTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_sign_in_links: AdminSignInLinksTable;
  sign_in_failures: SignInFailuresTable;
  admin_known_addresses: AdminKnownAddressesTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
  desk_mail: DeskMailTable;
  desk_digests: DeskDigestsTable;
  meta: MetaTable;
  collections: CollectionsTable;
  visit_counters: VisitCountersTable;
  visit_seen: VisitSeenTable;
  visit_salts: VisitSaltsTable;
  spent_form_tokens: SpentFormTokensTable;
  content_revisions: ContentRevisionsTable;
  page_overrides: PageOverridesTable;
  images: ImagesTable;
  booking_hosts: BookingHostsTable;
  meetings: MeetingsTable;
  meeting_claims: MeetingClaimsTable;
  meeting_messages: MeetingMessagesTable;
}
