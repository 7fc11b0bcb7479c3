// Technical illustration motifs, one per theme, drawn into a 1200x675 canvas
// (right two-thirds). Each takes a seeded random source for variation.
import { palette as p } from "./palette.ts";

type Rand = () => number;
const hex = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");

export function cluster(r: Rand): string {
  const out: string[] = [];
  const cells = [
    [720, 250],
    [880, 250],
    [800, 390],
    [960, 390],
    [640, 390],
    [720, 530],
    [880, 530],
  ];
  cells.forEach(([x, y], i) => {
    const on = r() > 0.25 || i === 2;
    out.push(
      `<polygon points="${hex(x!, y!, 78)}" fill="${on ? p.brand : "none"}" fill-opacity="${on ? 0.55 : 0}" stroke="${p.sky}" stroke-opacity="0.7" stroke-width="3"/>`,
    );
    const pods = 1 + Math.floor(r() * 4);
    for (let k = 0; k < pods; k++) {
      const px = x! - 36 + (k % 2) * 40;
      const py = y! - 30 + Math.floor(k / 2) * 36;
      out.push(`<rect x="${px}" y="${py}" width="30" height="26" rx="6" fill="${k === 0 ? p.teal : p.sky}" fill-opacity="0.9"/>`);
    }
  });
  out.push(`<circle cx="800" cy="390" r="16" fill="${p.amber}"/>`);
  return out.join("");
}

export function videoTiles(r: Rand): string {
  const out: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const x = 600 + col * 180;
      const y = 150 + row * 130;
      const speaking = r() > 0.75;
      out.push(
        `<rect x="${x}" y="${y}" width="160" height="110" rx="14" fill="#0f2747" stroke="${speaking ? p.amber : p.sky}" stroke-opacity="${speaking ? 1 : 0.5}" stroke-width="${speaking ? 5 : 2}"/>`,
      );
      out.push(
        `<circle cx="${x + 80}" cy="${y + 45}" r="20" fill="${p.slate}" fill-opacity="0.8"/><path d="M${x + 45} ${y + 100} q35 -40 70 0" fill="${p.slate}" fill-opacity="0.8"/>`,
      );
    }
  const wave = Array.from({ length: 48 }, (_, i) => {
    const h = 10 + r() * 60;
    return `<rect x="${600 + i * 11}" y="${600 - h / 2}" width="6" height="${h.toFixed(0)}" rx="3" fill="${p.teal}"/>`;
  });
  return out.join("") + wave.join("");
}

export function pipeline(r: Rand): string {
  const out: string[] = [];
  const stages = 5;
  const y = 340;
  for (let i = 0; i < stages; i++) {
    const x = 620 + i * 120;
    if (i < stages - 1)
      out.push(
        `<path d="M${x + 34} ${y} H${x + 86}" stroke="${p.sky}" stroke-width="5" stroke-linecap="round"/><path d="M${x + 78} ${y - 9} l10 9 -10 9" fill="none" stroke="${p.sky}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    const ok = r() > 0.15 || i === stages - 1;
    out.push(
      `<circle cx="${x}" cy="${y}" r="32" fill="${ok ? p.teal : p.amber}"/><path d="M${x - 12} ${y} l8 9 16 -18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  out.push(`<path d="M740 340 C 760 200, 860 200, 880 230 H1000" fill="none" stroke="${p.slate}" stroke-width="4" stroke-dasharray="10 10"/>`);
  out.push(`<path d="M740 340 C 760 480, 860 480, 880 450 H1000" fill="none" stroke="${p.slate}" stroke-width="4" stroke-dasharray="10 10"/>`);
  out.push(
    `<rect x="1000" y="205" width="110" height="50" rx="10" fill="${p.brand}"/><rect x="1000" y="425" width="110" height="50" rx="10" fill="${p.brand}"/>`,
  );
  return out.join("");
}

export function chart(r: Rand, falling = false): string {
  const out: string[] = [`<rect x="600" y="140" width="520" height="400" rx="18" fill="#0f2747" stroke="${p.sky}" stroke-opacity="0.4"/>`];
  out.push(`<rect x="620" y="230" width="480" height="70" fill="${p.teal}" fill-opacity="0.15"/>`);
  let y = falling ? 200 : 380;
  const pts: string[] = [];
  for (let i = 0; i <= 16; i++) {
    y += (falling ? 14 : -8) + (r() - 0.5) * 60;
    y = Math.max(180, Math.min(510, y));
    pts.push(`${620 + i * 30},${y.toFixed(0)}`);
  }
  out.push(`<polyline points="${pts.join(" ")}" fill="none" stroke="${p.sky}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`);
  for (let i = 0; i < 8; i++) {
    const h = falling ? 180 - i * 18 + r() * 20 : 40 + r() * 120;
    out.push(
      `<rect x="${640 + i * 58}" y="${530 - h}" width="34" height="${h.toFixed(0)}" rx="6" fill="${i % 3 === 0 ? p.amber : p.brand}" fill-opacity="0.9"/>`,
    );
  }
  return out.join("");
}

export function shield(r: Rand): string {
  const out: string[] = [];
  out.push(
    `<path d="M860 140 l180 60 v140 c0 120 -90 190 -180 230 c-90 -40 -180 -110 -180 -230 v-140z" fill="${p.brand}" stroke="${p.sky}" stroke-width="6"/>`,
  );
  out.push(
    `<rect x="805" y="330" width="110" height="90" rx="14" fill="${p.teal}"/><path d="M830 330 v-30 a30 30 0 0 1 60 0 v30" fill="none" stroke="${p.teal}" stroke-width="14"/>`,
  );
  out.push(`<circle cx="860" cy="370" r="11" fill="${p.navy}"/>`);
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2;
    out.push(
      `<circle cx="${(860 + Math.cos(a) * 260).toFixed(0)}" cy="${(360 + Math.sin(a) * 220).toFixed(0)}" r="${(6 + r() * 10).toFixed(0)}" fill="${p.sky}" fill-opacity="0.6"/>`,
    );
  }
  return out.join("");
}

export function clouds(r: Rand): string {
  const cloud = (x: number, y: number, s: number, fill: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M40 80 a40 40 0 0 1 10 -78 a55 55 0 0 1 100 10 a38 38 0 0 1 20 68z" fill="${fill}"/>`;
  const out = [cloud(820, 170, 1.6, p.brand), cloud(700, 330, 1, p.teal), cloud(980, 360, 0.9, p.sky)];
  for (let i = 0; i < 4; i++) {
    const x = 620 + i * 70;
    out.push(
      `<rect x="${x}" y="520" width="52" height="70" rx="6" fill="#1e293b" stroke="${p.slate}" stroke-width="2"/><rect x="${x + 10}" y="534" width="32" height="6" fill="${p.slate}"/><rect x="${x + 10}" y="548" width="32" height="6" fill="${p.slate}"/>`,
    );
  }
  out.push(
    `<path d="M920 560 C 1000 560, 1020 500, 1000 450" fill="none" stroke="${p.amber}" stroke-width="6" stroke-dasharray="14 10"/><path d="M988 462 l12 -14 12 16" fill="none" stroke="${p.amber}" stroke-width="6" stroke-linecap="round"/>`,
  );
  if (r() > 0.5) out.push(cloud(620, 160, 0.7, "#1d4ed8"));
  return out.join("");
}

export function database(r: Rand): string {
  const cyl = (x: number, y: number, fill: string) =>
    `<g transform="translate(${x} ${y})"><path d="M0 20 v120 a80 20 0 0 0 160 0 v-120" fill="${fill}"/><ellipse cx="80" cy="20" rx="80" ry="20" fill="${p.sky}"/><path d="M0 60 a80 20 0 0 0 160 0 M0 100 a80 20 0 0 0 160 0" fill="none" stroke="${p.navy}" stroke-opacity="0.4" stroke-width="3"/></g>`;
  const out = [cyl(640, 260, p.brand), cyl(880, 180, p.teal), cyl(880, 380, p.brand)];
  out.push(
    `<path d="M800 320 H870 M800 340 C 840 340, 840 440, 870 440" stroke="${p.amber}" stroke-width="5" fill="none" stroke-dasharray="${r() > 0.5 ? "12 8" : "4 8"}"/>`,
  );
  return out.join("");
}

export function graph(r: Rand): string {
  const nodes = Array.from({ length: 12 }, () => [620 + r() * 500, 140 + r() * 400] as const);
  const out: string[] = [];
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i * 5 + 3) % nodes.length]!;
    out.push(
      `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${nx.toFixed(0)}" y2="${ny.toFixed(0)}" stroke="${p.sky}" stroke-opacity="0.45" stroke-width="3"/>`,
    );
  });
  nodes.forEach(([x, y], i) =>
    out.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i % 4 === 0 ? 22 : 12}" fill="${i % 4 === 0 ? p.amber : i % 2 ? p.teal : p.sky}"/>`),
  );
  return out.join("");
}

const themes: [RegExp, (r: Rand) => string][] = [
  [/video|livekit|webrtc|egress|conferenc|stream|telehealth|turn|agent|voice/, videoTiles],
  [/cost|finops|karpenter|festive|optimi/, (r) => chart(r, true)],
  [/slo|sre|observab|telemetry|lab/, (r) => chart(r, false)],
  [/secur|polic|cilium|shield/, shield],
  [/gitops|argo|devops|pipeline|terraform|platform|ci-?cd|automation/, pipeline],
  [/migration|cloud|transformation|lift/, clouds],
  [/postgres|database|payments/, database],
  [/kubernetes|cluster|managed|eks|upgrade/, cluster],
];

export function motifFor(key: string, r: Rand): string {
  for (const [pattern, draw] of themes) if (pattern.test(key)) return draw(r);
  return graph(r);
}
