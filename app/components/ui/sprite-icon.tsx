// Icons that repeat on a page (a check per feature, an arrow per card, five stars per
// testimonial) are drawn once per page as <symbol>s in IconSprite (rendered by the
// footer) and each use is a small <svg><use href="#icon-…"/></svg>: the home page sent
// 32 copies of the check's markup (docs/decisions/025). The shapes still come from
// lucide-react, so they stay in step with every other icon of the site.
// The outer <svg> carries the caller's classes, and app.css gives it lucide's stroke (in
// the components layer, so utilities win); fill and stroke reach the shapes by
// inheritance (the sprite's copies say "inherit"), so fill-amber-400 still colours a star.
import { ArrowRight, Check, ChevronDown, Star } from "lucide-react";

const shapes = { "arrow-right": ArrowRight, check: Check, "chevron-down": ChevronDown, star: Star };
export type SpriteIconName = keyof typeof shapes;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  // lucide's stroke attributes and size live in app.css (.sprite-icon), not on every copy.
  return (
    <svg aria-hidden="true" className={`sprite-icon${className ? ` ${className}` : ""}`}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** The symbols, once per page; hidden, so it takes no space and says nothing. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(shapes).map(([name, Shape]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Shape fill="inherit" stroke="inherit" />
        </symbol>
      ))}
    </svg>
  );
}
