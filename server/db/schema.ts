// Table types for Kysely. Lists (tags, features) are JSON text so that SQLite and
// PostgreSQL share one schema; times are ISO-8601 text for the same reason.
import type { Generated } from "kysely";

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
}

export interface LeadsTable {
  id: Generated<number>;
  source: "contact" | "chat";
  name: string;
  email: string;
  company: string | null;
  message: string;
  created_at: string;
  spam: number; // 0 or 1
  /** Why a lead is spam or held for review (server/leads/screening.ts); null when clean. */
  flag: string | null;
  /** Milliseconds from the form's signed start time to the submission; null without a valid token. */
  fill_ms: number | null;
  /** held: sent too fast after the page loaded, kept for a person to review, not delivered. */
  delivery_state: "pending" | "delivered" | "failed" | "skipped" | "held";
  ip: string | null;
  user_agent: string | null;
}

export interface LeadOutboxTable {
  id: Generated<number>;
  lead_id: number;
  channel: "email" | "webhook" | "log";
  state: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
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
  meta: MetaTable;
}
