// A case study as the desk's editor and its API take it (POST and PATCH
// /api/admin/case-studies): the limits of a case study written as a file
// (common/content-schema.ts), so one moves between the two without surprises.
import { z } from "zod";
import { CASE_STUDY_INDUSTRIES } from "./case-study-industries.ts";
import { coverImage, POST_STATUSES, postSlug } from "./desk-post.ts";

export const caseStudyFields = z.object({
  title: z.string().trim().min(3, "At least 3 characters.").max(100, "At most 100 characters."),
  description: z.string().trim().min(40, "At least 40 characters: it is the card's text and the search engines' summary.").max(300, "At most 300 characters."),
  client: z.string().trim().min(2, "At least 2 characters.").max(120, "At most 120 characters."),
  industry: z.enum(CASE_STUDY_INDUSTRIES, `One of: ${CASE_STUDY_INDUSTRIES.join(", ")}.`),
  tags: z.array(z.string().trim().min(1).max(40)).min(2, "At least 2 tags: the technologies used.").max(8, "At most 8 tags."),
  /** Empty: the study's own art, a chart of its figures drawn by the server (decision 054). */
  image: coverImage,
  markdown: z.string().trim().min(1, "Write the story: the challenge, the approach, the results.").max(200_000, "At most 200,000 characters."),
  /** Place in the list: lower first. */
  order: z.coerce.number().int("A whole number.").min(0, "0 or more.").max(9999, "At most 9999."),
  status: z.enum(POST_STATUSES),
});

// No defaults in the patch: a default would overwrite the stored field a patch leaves out.
export const newCaseStudySchema = caseStudyFields.extend({ slug: postSlug });
export const caseStudyPatchSchema = caseStudyFields.partial();
export type CaseStudyFields = z.infer<typeof caseStudyFields>;
export type NewCaseStudy = z.infer<typeof newCaseStudySchema>;
export type CaseStudyPatch = z.infer<typeof caseStudyPatchSchema>;
