// Migrations, the same for SQLite and PostgreSQL; run at start.
import { sql, type Kysely, type CreateTableBuilder } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Dialect } from "./connect.ts";

function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "001_content_and_leads": {
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable("services"), dialect)
          .addColumn("slug", "text", (c) => c.notNull().unique())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("icon", "text", (c) => c.notNull())
          .addColumn("content", "text")
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await withId(db.schema.createTable("solutions"), dialect)
          .addColumn("slug", "text", (c) => c.notNull().unique())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("image", "text", (c) => c.notNull())
          .addColumn("features", "text", (c) => c.notNull())
          .addColumn("about", "text")
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await withId(db.schema.createTable("case_studies"), dialect)
          .addColumn("slug", "text", (c) => c.notNull().unique())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("image", "text", (c) => c.notNull())
          .addColumn("industry", "text", (c) => c.notNull())
          .addColumn("tags", "text", (c) => c.notNull())
          .addColumn("client", "text", (c) => c.notNull())
          .addColumn("content", "text", (c) => c.notNull())
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable("testimonials")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("quote", "text", (c) => c.notNull())
          .addColumn("rating", "real", (c) => c.notNull())
          .addColumn("avatar", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("position", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable("blog_posts"), dialect)
          .addColumn("slug", "text", (c) => c.notNull().unique())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("author", "text", (c) => c.notNull())
          .addColumn("date", "text", (c) => c.notNull())
          .addColumn("tags", "text", (c) => c.notNull())
          .addColumn("image", "text", (c) => c.notNull())
          .addColumn("content", "text", (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable("leads"), dialect)
          .addColumn("source", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("company", "text")
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("delivery_state", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("ip", "text")
          .addColumn("user_agent", "text")
          .execute();
        await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
        await withId(db.schema.createTable("lead_outbox"), dialect)
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("channel", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("locked_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("delivered_at", "text")
          .execute();
        await db.schema.createIndex("lead_outbox_due").on("lead_outbox").columns(["state", "next_attempt_at"]).execute();
        await db.schema
          .createTable("meta")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
      },
    },
    "002_lead_screening": {
      // Why a lead is spam or held for review, and how long after the page loaded it was sent.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("leads").addColumn("flag", "text").execute();
        await db.schema.alterTable("leads").addColumn("fill_ms", "integer").execute();
      },
    },
    "003_lead_desk": {
      // The desk: the firm's people and their sessions, each lead's pipeline (status, owner,
      // notes, next action) and an audit log. A lead's status replaces the spam column.
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable("admin_users"), dialect)
          .addColumn("email", "text", (c) => c.notNull().unique()) // lower-case
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("password_hash", "text") // argon2id (PHC string); null until the person sets one
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_sign_in_at", "text")
          .addColumn("failed_sign_ins", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("locked_until", "text")
          .execute();
        await db.schema
          .createTable("admin_sessions")
          .addColumn("id", "text", (c) => c.primaryKey()) // sha256 of the cookie's secret, never the secret
          .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("csrf_token", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("ip", "text")
          .addColumn("user_agent", "text")
          .execute();
        await db.schema.createIndex("admin_sessions_user").on("admin_sessions").column("user_id").execute();
        await db.schema
          .createTable("admin_sign_in_links")
          .addColumn("id", "text", (c) => c.primaryKey()) // sha256 of the link's secret
          .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("used_at", "text")
          .execute();

        await db.schema
          .alterTable("leads")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.alterTable("leads").addColumn("status_changed_at", "text").execute();
        await db.schema.alterTable("leads").addColumn("status_changed_by", "text").execute();
        await db.schema
          .alterTable("leads")
          .addColumn("owner_id", "integer", (c) => c.references("admin_users.id").onDelete("set null"))
          .execute();
        await db.schema.alterTable("leads").addColumn("next_action_at", "text").execute();
        await db.updateTable("leads").set({ status: "spam" }).where("spam", "=", 1).execute();
        // leads.spam stays, kept equal to (status = 'spam'): during a rolling upgrade the
        // previous release's instances still insert and filter on it. A later release,
        // which no instance of that one runs beside, drops it (expand, then contract).
        await db.schema.createIndex("leads_status").on("leads").column("status").execute();
        await db.schema.createIndex("leads_email").on("leads").column("email").execute();
        await db.schema.createIndex("lead_outbox_lead").on("lead_outbox").column("lead_id").execute();

        await withId(db.schema.createTable("lead_notes"), dialect)
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("author", "text", (c) => c.notNull())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("lead_notes_lead").on("lead_notes").column("lead_id").execute();

        // No foreign key to leads: an erased lead's entries are replaced by one erasure entry.
        await withId(db.schema.createTable("audit_log"), dialect)
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("actor", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("lead_id", "integer")
          .addColumn("detail", "text") // JSON
          .execute();
        await db.schema.createIndex("audit_log_lead").on("audit_log").column("lead_id").execute();
        await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
      },
    },
    "005_visit_analytics": {
      // Where each lead came from (the first touch of its visit), and the cookieless visit
      // counters: daily totals per dimension, the day's visitor hashes (to count each once)
      // and the day's salt that makes those hashes (docs/decisions/012).
      async up(db: Kysely<any>) {
        for (const column of [
          "landing_page",
          "referrer",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_term",
          "utm_content",
          "click_id",
          "first_seen_at",
          "conversion_page",
        ]) {
          await db.schema.alterTable("leads").addColumn(column, "text").execute();
        }
        await db.schema.createIndex("leads_utm_campaign").on("leads").column("utm_campaign").execute();
        await db.schema
          .createTable("visit_counters")
          .addColumn("day", "text", (c) => c.notNull()) // YYYY-MM-DD, UTC
          .addColumn("kind", "text", (c) => c.notNull()) // total, page, landing, source, referrer, utm_source, utm_medium, utm_campaign, device
          .addColumn("value", "text", (c) => c.notNull())
          .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("visits", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint("visit_counters_pk", ["day", "kind", "value"])
          .execute();
        await db.schema
          .createTable("visit_seen")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("visitor", "text", (c) => c.notNull()) // salted hash, never an address or a user agent
          .addColumn("scope", "text", (c) => c.notNull()) // the counter the visitor was counted in, e.g. "total:" or "page:/services"
          .addPrimaryKeyConstraint("visit_seen_pk", ["day", "visitor", "scope"])
          .execute();
        await db.schema
          .createTable("visit_salts")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("salt", "text", (c) => c.notNull())
          .execute();
      },
    },
    "006_collections": {
      // The list pages made from content/collections/{name}.yaml (docs/decisions/015). A
      // collection is read whole (its page lists every entry), so it is one row with its
      // entries as JSON, like tags and features; an empty collection is still one.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("collections")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("entries", "text", (c) => c.notNull())
          .execute();
      },
    },
    "007_sign_in_guard": {
      // Failed sign-ins are counted per address typed, whether or not it has an account, so
      // a lock tells nobody which addresses exist; the addresses a person signed in from let
      // their right password through a lock (docs/decisions/018). The per-account columns go.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("sign_in_failures")
          .addColumn("address", "text", (c) => c.primaryKey()) // sha256 of the e-mail address typed, lower-case
          .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("locked_until", "text")
          .addColumn("last_failure_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("admin_known_addresses")
          .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("address", "text", (c) => c.notNull()) // the client address of a successful sign-in
          .addColumn("last_sign_in_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("admin_known_addresses_pk", ["user_id", "address"])
          .execute();
        await db.schema.alterTable("admin_users").dropColumn("failed_sign_ins").execute();
        await db.schema.alterTable("admin_users").dropColumn("locked_until").execute();
      },
    },
    "008_spent_form_tokens_and_lead_references": {
      // Single-use form tokens: the ones leads have spent, kept until they expire, in the
      // database so every instance refuses a replay. A lead's reference: the random name a
      // visitor gets back instead of the sequential id (docs/decisions/019).
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("spent_form_tokens")
          .addColumn("token", "text", (c) => c.primaryKey()) // the token's signed part: issued-at and nonce, no secret
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("spent_form_tokens_expires_at").on("spent_form_tokens").column("expires_at").execute();
        await db.schema.alterTable("leads").addColumn("reference", "text").execute();
        await db.schema.createIndex("leads_reference").unique().on("leads").column("reference").execute();
      },
    },
    "009_note_keys": {
      // A note's idempotency key: the lead page's form carries one per render, so a double
      // click or a resubmitted post adds the note once (docs/desk.md, issue 23).
      async up(db: Kysely<any>) {
        await db.schema.alterTable("lead_notes").addColumn("idempotency_key", "text").execute();
        await db.schema.createIndex("lead_notes_idempotency_key").unique().on("lead_notes").columns(["lead_id", "idempotency_key"]).execute();
      },
    },
    "014_desk_posts": {
      // Posts written in the desk live in blog_posts beside the ones synced from
      // content/server-posts/ (docs/decisions/031): `source` says whose a row is (the
      // content sync touches only "file" rows), `status` and `publish_at` say when it shows.
      // Every save keeps the whole post as a revision, for the diff and the restore.
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable("blog_posts")
          .addColumn("source", "text", (c) => c.notNull().defaultTo("file"))
          .execute();
        await db.schema
          .alterTable("blog_posts")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
          .execute();
        await db.schema.alterTable("blog_posts").addColumn("publish_at", "text").execute();
        await db.schema.alterTable("blog_posts").addColumn("updated_at", "text").execute();
        await withId(db.schema.createTable("post_revisions"), dialect)
          .addColumn("slug", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("actor", "text", (c) => c.notNull())
          .addColumn("post", "text", (c) => c.notNull()) // JSON: every field of the post as saved
          .execute();
        await db.schema.createIndex("post_revisions_slug").on("post_revisions").columns(["slug", "id"]).execute();
      },
    },
    "016_images": {
      // The firm's uploaded images (server/images/, docs/images.md): the files live under
      // DATA_DIR/media, named by the original's hash; a row says what the image shows.
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable("images"), dialect)
          .addColumn("hash", "text", (c) => c.notNull().unique()) // 16 hex digits of the original's SHA-256
          .addColumn("alt", "text", (c) => c.notNull())
          .addColumn("width", "integer", (c) => c.notNull()) // of the original, after its EXIF rotation
          .addColumn("height", "integer", (c) => c.notNull())
          .addColumn("widest", "integer", (c) => c.notNull()) // the widest file stored (common/media-image.ts)
          .addColumn("original_format", "text", (c) => c.notNull())
          .addColumn("original_bytes", "integer", (c) => c.notNull())
          .addColumn("stored_bytes", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .execute();
      },
    },
    "012_bookings": {
      // Booking a consultation (docs/booking.md, decision 029). A meeting belongs to a lead
      // (source "booking") and a desk person. No double booking is a constraint, not a lock:
      // a meeting claims each 15-minute step it covers in meeting_claims, whose primary key
      // (host, step) refuses a second claim on every instance; a cancel frees them.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("booking_hosts")
          .addColumn("user_id", "integer", (c) => c.primaryKey().references("admin_users.id").onDelete("cascade"))
          .addColumn("time_zone", "text", (c) => c.notNull())
          .addColumn("weekly_hours", "text", (c) => c.notNull()) // JSON: { "1": [["09:00","18:00"]], ... } (1 = Monday)
          .addColumn("buffer_minutes", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("days_off", "text", (c) => c.notNull().defaultTo("[]")) // JSON: ["YYYY-MM-DD", ...] in the host's zone
          .addColumn("room_url", "text") // the person's video room; null: BOOKING_ROOM_URL's template
          .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
        await withId(db.schema.createTable("meetings"), dialect)
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("host_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("start_at", "text", (c) => c.notNull()) // ISO, UTC
          .addColumn("end_at", "text", (c) => c.notNull())
          .addColumn("time_zone", "text", (c) => c.notNull()) // the visitor's
          .addColumn("need", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("booked")) // booked | cancelled
          .addColumn("uid", "text", (c) => c.notNull().unique()) // the invitation's UID, stable across changes
          .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("video_url", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("cancelled_at", "text")
          .execute();
        await db.schema.createIndex("meetings_host_start").on("meetings").columns(["host_id", "start_at"]).execute();
        await db.schema.createIndex("meetings_lead").on("meetings").column("lead_id").execute();
        await db.schema
          .createTable("meeting_claims")
          .addColumn("host_id", "integer", (c) => c.notNull())
          .addColumn("step_at", "text", (c) => c.notNull()) // ISO start of a 15-minute step the meeting covers
          .addColumn("meeting_id", "integer", (c) => c.notNull().references("meetings.id").onDelete("cascade"))
          .addPrimaryKeyConstraint("meeting_claims_pk", ["host_id", "step_at"])
          .execute();
        await db.schema.createIndex("meeting_claims_meeting").on("meeting_claims").column("meeting_id").execute();
        // The meeting's e-mails (confirmation, reminders, changes), due at a time, sent by their own worker.
        await withId(db.schema.createTable("meeting_messages"), dialect)
          .addColumn("meeting_id", "integer", (c) => c.notNull().references("meetings.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull()) // request | cancel | reminder-24h | reminder-1h
          .addColumn("recipient", "text", (c) => c.notNull()) // visitor | host
          .addColumn("sequence", "integer", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull()) // pending | sent | failed | dropped
          .addColumn("due_at", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("locked_until", "text")
          .addColumn("last_error", "text")
          .addColumn("sent_at", "text")
          .execute();
        await db.schema.createIndex("meeting_messages_due").on("meeting_messages").columns(["state", "due_at"]).execute();
      },
    },
    "013_booking_calendars": {
      // Each person's CalDAV calendar (docs/booking.md): the calendar collection's URL and
      // the login, beside their hours. A meeting remembers the last SEQUENCE its person's
      // calendar got and why the last write failed, so the meeting-mail worker retries it
      // and the desk shows it; the booking never waits for the calendar.
      async up(db: Kysely<any>) {
        for (const column of ["caldav_url", "caldav_user", "caldav_password"]) await db.schema.alterTable("booking_hosts").addColumn(column, "text").execute();
        await db.schema.alterTable("meetings").addColumn("calendar_sequence", "integer").execute();
        await db.schema.alterTable("meetings").addColumn("calendar_error", "text").execute();
      },
    },
    "010_desk_mail": {
      // The e-mails the desk sends (docs/decisions/027): a person's reply to a lead, a notice
      // that a lead was given to someone, a morning digest. Each row is the mail and its own
      // outbox entry (state, attempts, lease), delivered by the outbox worker with the leads'
      // retry rule. A reply stays on its lead's timeline; erasing the lead erases its mail.
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable("desk_mail"), dialect)
          .addColumn("kind", "text", (c) => c.notNull()) // reply, assigned, digest
          .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
          .addColumn("sender", "text", (c) => c.notNull()) // the actor: a person's e-mail, "api", or "desk" for the desk's own notices
          .addColumn("from_name", "text", (c) => c.notNull())
          .addColumn("reply_to", "text")
          .addColumn("to_address", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("locked_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("delivered_at", "text")
          .execute();
        await db.schema.createIndex("desk_mail_due").on("desk_mail").columns(["state", "next_attempt_at"]).execute();
        await db.schema.createIndex("desk_mail_lead").on("desk_mail").column("lead_id").execute();
      },
    },
    "011_follow_up": {
      // Each person's time zone (what "today" and every time in the desk mean to them) and
      // their morning digest: on unless they turn it off, one row per person per local day,
      // claimed by whichever instance gets there first (docs/decisions/028).
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable("admin_users")
          .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("Asia/Kolkata"))
          .execute();
        await db.schema
          .alterTable("admin_users")
          .addColumn("digest", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .createTable("desk_digests")
          .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("day", "text", (c) => c.notNull()) // YYYY-MM-DD in the person's time zone
          .addColumn("created_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("desk_digests_pk", ["user_id", "day"])
          .execute();
        await db.schema.createIndex("leads_next_action").on("leads").column("next_action_at").execute();
      },
    },
    "017_desk_content": {
      // Case studies and the firm's pages edited in the desk (docs/decisions/046). A case
      // study row says whose it is (`source`: the content sync touches only "file" rows),
      // whether it shows (`status`) and keeps its markdown as written beside the HTML the
      // site serves. A page's desk version is a row of page_overrides: the published
      // fields, and a draft waiting beside them (JSON), over the file's. Revisions of posts,
      // case studies and pages share one table, told apart by `kind`.
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable("case_studies")
          .addColumn("source", "text", (c) => c.notNull().defaultTo("file"))
          .execute();
        await db.schema
          .alterTable("case_studies")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
          .execute();
        await db.schema
          .alterTable("case_studies")
          .addColumn("markdown", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema.alterTable("case_studies").addColumn("updated_at", "text").execute();
        await db.schema
          .createTable("page_overrides")
          .addColumn("slug", "text", (c) => c.primaryKey())
          .addColumn("published", "text") // JSON: the page's fields as live; null: the file's are
          .addColumn("draft", "text") // JSON: saved, not yet published
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.alterTable("post_revisions").renameTo("content_revisions").execute();
        await db.schema.alterTable("content_revisions").renameColumn("post", "fields").execute();
        await db.schema
          .alterTable("content_revisions")
          .addColumn("kind", "text", (c) => c.notNull().defaultTo("post"))
          .execute();
        await db.schema.dropIndex("post_revisions_slug").execute();
        await db.schema.createIndex("content_revisions_kind_slug").on("content_revisions").columns(["kind", "slug", "id"]).execute();
      },
    },
    "019_case_study_art": {
      // The address of the cover art the server draws for a desk case study with no cover
      // picked (docs/decisions/054); null when a cover is picked, and on the files' rows.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("case_studies").addColumn("cover_art", "text").execute();
      },
    },
  };
}

export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const all = migrations(dialect);
  // On PostgreSQL, keep Kysely's bookkeeping in the connection's own schema, so several
  // schemas in one database (tests, staging) never see each other's migration tables.
  const migrationTableSchema = dialect === "postgres" ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

export async function ping(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
