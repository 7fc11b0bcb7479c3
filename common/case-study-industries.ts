// The industries a case study may name (its card's line; common/content-schema.ts and the
// desk's editor both read this list, so the editor's choices are the files' rule).
export const CASE_STUDY_INDUSTRIES = ["Fintech", "Healthcare", "E-commerce", "SaaS", "Media & Entertainment", "Manufacturing"] as const;
