// Migrations, the same for SQLite and PostgreSQL; run at start.
import { Migrator, sql, type Kysely, type Migration, type CreateTableBuilder } from "kysely";
import type { Dialect } from "./connect.ts";

function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? t.addColumn("id", "serial", (c) => c.primaryKey())
    : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
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
        await db.schema
          .createIndex("lead_outbox_due")
          .on("lead_outbox")
          .columns(["state", "next_attempt_at"])
          .execute();
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
  };
}

export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const all = migrations(dialect);
  // On PostgreSQL, keep Kysely's bookkeeping in the connection's own schema, so several
  // schemas in one database (tests, staging) never see each other's migration tables.
  const migrationTableSchema =
    dialect === "postgres" ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
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
