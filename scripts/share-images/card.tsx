// The share image's design: the brand's navy gradient, the logo mark, a section label,
// the page title in large type and the site's name and address. Rendered by satori
// (flexbox subset of CSS; every element with several children says display: flex).
import { palette } from "../images/palette.ts";
import { SHARE_IMAGE } from "../../common/share-image.ts";

export interface ShareCard {
  title: string;
  section: string;
}

// The favicon's mark (public/favicon.svg), drawn larger; on navy its outer hexagon turns sky blue.
const mark = (size: number, [outer, inner, dot]: [string, string, string]) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 44 44"><path d="M22 2 40 12v20L22 42 4 32V12z" fill="${outer}"/><path d="M22 11 32 16.5v11L22 33l-10-5.5v-11z" fill="${inner}"/><circle cx="22" cy="22" r="3.6" fill="${dot}"/></svg>`,
  ).toString("base64")}`;

/** Long titles get smaller type, so three lines always hold them. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  return 54;
}

export function shareCard({ title, section }: ShareCard, site: { name: string; host: string }) {
  return (
    <div
      style={{
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: palette.white,
        fontFamily: "Inter",
        position: "relative",
        backgroundImage: `linear-gradient(135deg, ${palette.navy} 0%, #0f3b6e 55%, ${palette.brand} 100%)`,
      }}
    >
      {/* A large faint mark at the right edge, for depth. */}
      <img
        src={mark(520, [palette.white, palette.sky, palette.white])}
        width={520}
        height={520}
        style={{ position: "absolute", right: -120, top: 55, opacity: 0.06 }}
      />
      <div style={{ display: "flex" }}>
        <div
          style={{
            display: "flex",
            fontSize: 26,
            fontWeight: 600,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: "#7dd3fc",
            padding: "10px 22px",
            borderRadius: 999,
            border: "2px solid rgba(125, 211, 252, 0.45)",
            backgroundColor: "rgba(255, 255, 255, 0.06)",
          }}
        >
          {section}
        </div>
      </div>
      <div style={{ display: "block", maxWidth: 1000, fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.12, letterSpacing: -1.5, lineClamp: 3 }}>
        {title}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <img src={mark(64, [palette.sky, palette.white, palette.brand])} width={64} height={64} />
          <div style={{ display: "flex", marginLeft: 18, fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{site.name}</div>
        </div>
        <div style={{ display: "flex", fontSize: 26, fontWeight: 600, color: "#bae6fd" }}>{site.host}</div>
      </div>
    </div>
  );
}
