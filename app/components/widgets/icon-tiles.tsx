// The home hero's four tiles (content/home.yaml, "tiles"): an icon, a title and a line,
// each a link to a page of the site.
import { Link } from "react-router";
import { Boxes, Cloud, GitBranch, Video } from "lucide-react";
import type { HomeContent } from "../../../common/content-schema.ts";

// The file names an icon; only these four are bundled (every icon costs the home page bytes).
const icons = { gitbranch: GitBranch, video: Video, boxes: Boxes, cloud: Cloud } satisfies Record<HomeContent["tiles"][number]["icon"], unknown>;

export function IconTiles({ tiles }: { tiles: HomeContent["tiles"] }) {
  return (
    <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ href, title, text, icon }) => {
        const Icon = icons[icon];
        return (
          <li key={href}>
            <Link to={href} className="flex h-full gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur transition hover:bg-white/15">
              <Icon aria-hidden="true" className="h-7 w-7 shrink-0 text-sky-300" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-sm text-slate-300">{text}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
