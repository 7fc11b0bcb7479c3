// The morning digest (docs/decisions/028): from 08:00 in each person's time zone, one e-mail
// a day of the open leads they own whose next action is overdue or due today. Every instance
// runs the check each minute; the day's row in desk_digests (primary key: person and local
// day) is claimed by exactly one of them, in the same transaction as the mail it queues, so
// several instances, or a restart, never send a second digest. A day with nothing due is
// claimed too, and sends nothing. People who turned it off on /admin/account are skipped.
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import { OPEN_STATUSES } from "../../common/lead-views.ts";
import { dayIn, hourIn, isTimeZone, DEFAULT_TIME_ZONE } from "../../common/time-zone.ts";
import type { Db } from "../db/connect.ts";
import { enqueueDeskMail } from "./desk-mail-queue.ts";
import { digestText } from "./desk-mail-text.ts";

export const DIGEST_HOUR = 8;
const CHECK_EVERY_MS = 60 * 1000;

export interface DigestSettings {
  siteName: string;
  siteUrl: string;
}

/** Queues the digests due now; answers how many were queued. */
export async function sendDueDigests(db: Db, settings: DigestSettings): Promise<number> {
  const now = clock.date();
  const people = await db.db.selectFrom("admin_users").select(["id", "email", "name", "time_zone"]).where("digest", "=", 1).execute();
  let queued = 0;
  for (const person of people) {
    const zone = isTimeZone(person.time_zone) ? person.time_zone : DEFAULT_TIME_ZONE;
    if (hourIn(zone, now) < DIGEST_HOUR) continue;
    const today = dayIn(zone, now);
    const sent = await db.db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto("desk_digests")
        .values({ user_id: person.id, day: today, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (!claimed) return false; // another instance, or an earlier check, had it
      const leads = await tx
        .selectFrom("leads")
        .select(["id", "name", "company", "next_action_at", "status"])
        .where("owner_id", "=", person.id)
        .where("status", "in", OPEN_STATUSES)
        .where("next_action_at", "<=", today)
        .orderBy("next_action_at")
        .orderBy("id")
        .execute();
      if (leads.length === 0) return false;
      const overdue = leads.filter((l) => l.next_action_at! < today);
      const due = leads.filter((l) => l.next_action_at === today);
      const text = digestText({ name: person.name || person.email, today, overdue, due, siteUrl: settings.siteUrl });
      await enqueueDeskMail(tx, {
        kind: "digest",
        lead_id: null,
        sender: "desk",
        from_name: settings.siteName,
        reply_to: null,
        to_address: person.email,
        ...text,
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Checks every minute in this instance; `wake` sends what was queued at once. */
export function startDigestScheduler(db: Db, settings: DigestSettings, logger: Logger, wake: () => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const check = () => {
    running = sendDueDigests(db, settings)
      .then((count) => {
        if (count > 0) {
          logger.info({ count }, "morning digests queued");
          wake();
        }
      })
      .catch((err) => logger.error({ err }, "digest check failed; trying again in a minute"))
      .finally(() => {
        if (!stopped) timer = setTimeout(check, CHECK_EVERY_MS);
      });
  };
  check();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
