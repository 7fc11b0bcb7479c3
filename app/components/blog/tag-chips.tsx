// A post's tags as chips, each linking to its tag page (/blog/tag/{slug}).
import { Link } from "react-router";
import { tagPath } from "../../../common/paths.ts";

const sizes = {
  // At least 24 px tall: a comfortable target (WCAG 2.5.8) even at the card's small size.
  sm: "min-h-6 px-2.5 text-xs",
  md: "min-h-8 px-3 text-sm",
};

export function TagChips({
  tags,
  more = false,
  size = "md",
  className = "",
}: {
  tags: string[];
  more?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`} aria-label="Tags">
      {tags.map((t) => (
        <li key={t}>
          <Link
            to={tagPath(t)}
            className={`inline-flex items-center rounded-full bg-sky-50 font-medium text-brand hover:bg-sky-100 hover:underline ${sizes[size]}`}
            data-testid="tag-chip"
          >
            {t}
          </Link>
        </li>
      ))}
      {more ? <li className="text-xs text-slate-500">...</li> : null}
    </ul>
  );
}
