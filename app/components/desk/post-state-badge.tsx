// A post's state in the desk as a small label (the word carries it, not the colour).
import type { PostState } from "../../../common/desk-post.ts";

const TONE: Record<PostState, string> = {
  draft: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
  published: "bg-emerald-100 text-emerald-900",
};
const LABEL: Record<PostState, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

export function PostStateBadge({ state }: { state: PostState }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state]}`}>{LABEL[state]}</span>;
}
