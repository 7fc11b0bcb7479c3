// Cover art for blog posts: one architecture scene per topic (a fleet of clusters for
// GitOps, a rolling upgrade, bin-packed nodes, a media star for an SFU, a trace waterfall…),
// drawn across the whole 1200x675 canvas. The post's slug picks the scene by its words and
// seeds the variation (counts, positions, which element is highlighted), so covers are
// stable between builds and no two are alike. No text: the card shows the title.
import { palette as p, seeded } from "./palette.ts";

type Rand = () => number;
const f = (n: number) => n.toFixed(0);
const pick = <T>(r: Rand, a: readonly T[]) => a[Math.floor(r() * a.length)]!;
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo);

const hexPoints = (cx: number, cy: number, rad: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`;
  }).join(" ");

/** A Kubernetes cluster: a hexagon holding a few pods. */
function clusterHex(r: Rand, cx: number, cy: number, rad: number, fill: string) {
  const pods = 3 + Math.floor(r() * 4);
  const out = [`<polygon points="${hexPoints(cx, cy, rad)}" fill="${fill}" fill-opacity="0.22" stroke="${fill}" stroke-width="4"/>`];
  for (let k = 0; k < pods; k++) {
    const x = cx - rad * 0.55 + (k % 3) * rad * 0.38;
    const y = cy - rad * 0.35 + Math.floor(k / 3) * rad * 0.4;
    out.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(rad * 0.3)}" height="${f(rad * 0.28)}" rx="5" fill="${k === 0 ? p.amber : "#ffffff"}" fill-opacity="${k === 0 ? 1 : 0.85}"/>`,
    );
  }
  return out.join("");
}

const cylinder = (x: number, y: number, w: number, h: number, body: string, top: string) =>
  `<path d="M${x} ${y} v${h} a${w / 2} ${w / 8} 0 0 0 ${w} 0 v${-h}" fill="${body}"/><ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${w / 8}" fill="${top}"/>` +
  `<path d="M${x} ${y + h / 3} a${w / 2} ${w / 8} 0 0 0 ${w} 0 M${x} ${y + (2 * h) / 3} a${w / 2} ${w / 8} 0 0 0 ${w} 0" fill="none" stroke="${p.navy}" stroke-opacity="0.35" stroke-width="3"/>`;

/** GitOps: a commit history on the left syncs to a fleet of clusters. */
function fleet(r: Rand) {
  const out: string[] = [];
  const commits = 6 + Math.floor(r() * 3);
  const x0 = 250;
  out.push(`<path d="M${x0} 90 V585" stroke="${p.sky}" stroke-width="6"/>`);
  const branchAt = 2 + Math.floor(r() * 2);
  out.push(`<path d="M${x0} ${110 + branchAt * 60} q60 30 60 90 v60 q0 40 -60 70" fill="none" stroke="${p.teal}" stroke-width="6"/>`);
  for (let i = 0; i < commits; i++)
    out.push(
      `<circle cx="${x0}" cy="${110 + i * 62}" r="${i === commits - 1 ? 18 : 12}" fill="${i === commits - 1 ? p.amber : p.sky}" stroke="${p.navy}" stroke-width="4"/>`,
    );
  const n = 3 + Math.floor(r() * 2);
  for (let i = 0; i < n; i++) {
    const cy = 110 + (i * 460) / (n - 1);
    const cx = 740 + (i % 2) * 150 + between(r, -20, 20);
    out.push(
      `<path d="M${x0 + 24} ${110 + (commits - 1) * 62} C ${x0 + 260} ${110 + (commits - 1) * 62}, ${cx - 320} ${f(cy)}, ${f(cx - 110)} ${f(cy)}" fill="none" stroke="${p.sky}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="14 10"/>`,
    );
    out.push(clusterHex(r, cx, cy, 82, i % 2 ? p.teal : p.sky));
  }
  return out.join("");
}

/** A Kubernetes upgrade: nodes replaced one by one, a wave moving across the pool. */
function rollingUpgrade(r: Rand) {
  const out: string[] = [];
  const cols = 7;
  const rows = 4;
  const wave = 2 + Math.floor(r() * 3);
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = 110 + col * 140 + row * 24;
      const y = 120 + row * 120;
      const at = col + (row % 2) - wave;
      const state = at < 0 ? "new" : at === 0 ? "draining" : "old";
      const stroke = state === "new" ? p.teal : state === "draining" ? p.amber : p.slate;
      out.push(
        `<rect x="${x}" y="${y}" width="112" height="84" rx="12" fill="${state === "new" ? p.teal : "#0f2747"}" fill-opacity="${state === "new" ? 0.35 : 0.9}" stroke="${stroke}" stroke-width="${state === "draining" ? 6 : 3}" ${state === "old" ? 'stroke-dasharray="8 6"' : ""}/>`,
      );
      for (let k = 0; k < 3; k++)
        out.push(
          `<circle cx="${x + 26 + k * 30}" cy="${y + 42}" r="9" fill="${state === "old" ? p.slate : "#ffffff"}" fill-opacity="${state === "old" ? 0.5 : 0.9}"/>`,
        );
    }
  const steps = Array.from({ length: 6 }, (_, i) => `H${180 + (i + 1) * 150} V${600 - (i + 1) * 14}`).join(" ");
  out.push(`<path d="M130 600 ${steps}" fill="none" stroke="${p.amber}" stroke-width="6" stroke-linejoin="round"/>`);
  return out.join("");
}

/** Cost: pods bin-packed onto fewer, fuller nodes; one empty node consolidated away. */
function binPacking(r: Rand) {
  const out: string[] = [];
  const nodes = 5;
  const gone = 1 + Math.floor(r() * (nodes - 1));
  for (let i = 0; i < nodes; i++) {
    const x = 120 + i * 200;
    const h = 420;
    if (i === gone) {
      out.push(
        `<rect x="${x}" y="140" width="150" height="${h}" rx="14" fill="none" stroke="${p.slate}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="10 8"/>`,
      );
      out.push(`<path d="M${x + 45} 330 l60 60 M${x + 105} 330 l-60 60" stroke="${p.slate}" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>`);
      continue;
    }
    out.push(`<rect x="${x}" y="140" width="150" height="${h}" rx="14" fill="#0f2747" stroke="${p.sky}" stroke-opacity="0.6" stroke-width="3"/>`);
    let y = 140 + h - 12;
    const fill = 0.7 + r() * 0.25;
    while (y > 140 + h * (1 - fill)) {
      const bh = 30 + Math.floor(r() * 70);
      const w = r() > 0.5 ? 126 : 60;
      const colour = pick(r, [p.teal, p.sky, p.brand, p.teal]);
      out.push(`<rect x="${x + 12}" y="${y - bh}" width="${w}" height="${bh - 6}" rx="6" fill="${colour}"/>`);
      if (w === 60) out.push(`<rect x="${x + 78}" y="${y - bh}" width="60" height="${bh - 6}" rx="6" fill="${pick(r, [p.amber, p.sky, p.teal])}"/>`);
      y -= bh;
    }
  }
  const pts = Array.from({ length: 11 }, (_, i) => `${f(100 + i * 100)},${f(90 + i * 14 + between(r, -14, 14))}`).join(" ");
  out.push(`<polyline points="${pts}" fill="none" stroke="${p.amber}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`);
  return out.join("");
}

/** Network policy: namespaces of pods; allowed flows solid, denied flows stopped. */
function networkPolicy(r: Rand) {
  const out: string[] = [];
  const zones = [
    [80, 110, 330, 460],
    [450, 80, 330, 250],
    [450, 370, 330, 220],
    [820, 140, 300, 400],
  ] as const;
  const pods: [number, number][] = [];
  zones.forEach(([x, y, w, h], i) => {
    out.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${i === 3 ? p.teal : p.sky}" fill-opacity="0.08" stroke="${i === 3 ? p.teal : p.sky}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="12 8"/>`,
    );
    const n = 2 + Math.floor(r() * 3);
    for (let k = 0; k < n; k++) pods.push([x + 60 + ((k * 97) % (w - 110)), y + 60 + ((k * 131 + Math.floor(r() * 40)) % (h - 110))]);
  });
  for (let i = 0; i < pods.length; i++) {
    const [x1, y1] = pods[i]!;
    const [x2, y2] = pods[(i * 3 + 2) % pods.length]!;
    if (x1 === x2 && y1 === y2) continue;
    const denied = r() < 0.3;
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    if (denied) {
      out.push(`<line x1="${x1}" y1="${y1}" x2="${f(mx)}" y2="${f(my)}" stroke="${p.amber}" stroke-width="4" stroke-dasharray="6 8"/>`);
      out.push(
        `<path d="M${f(mx - 14)} ${f(my - 14)} l28 28 M${f(mx + 14)} ${f(my - 14)} l-28 28" stroke="${p.amber}" stroke-width="7" stroke-linecap="round"/>`,
      );
    } else out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${p.teal}" stroke-opacity="0.8" stroke-width="4"/>`);
  }
  for (const [x, y] of pods)
    out.push(`<circle cx="${x}" cy="${y}" r="24" fill="#0f2747" stroke="#ffffff" stroke-width="5"/><circle cx="${x}" cy="${y}" r="9" fill="${p.sky}"/>`);
  return out.join("");
}

/** Voice AI: a speaker's waveform flows into an agent, whose answer flows back out. */
function voiceAgent(r: Rand) {
  const out: string[] = [];
  const cx = 780;
  const cy = 338;
  for (let i = 5; i >= 1; i--)
    out.push(`<circle cx="${cx}" cy="${cy}" r="${i * 58}" fill="none" stroke="${p.sky}" stroke-opacity="${0.08 + (5 - i) * 0.06}" stroke-width="3"/>`);
  for (let i = 0; i < 44; i++) {
    const x = 80 + i * 13;
    const env = Math.sin((i / 44) * Math.PI);
    const h = 16 + env * (60 + r() * 160);
    out.push(`<rect x="${x}" y="${f(cy - h / 2)}" width="7" height="${f(h)}" rx="3.5" fill="${i % 7 === 0 ? p.amber : p.teal}"/>`);
  }
  out.push(`<polygon points="${hexPoints(cx, cy, 96)}" fill="${p.brand}" stroke="#ffffff" stroke-width="6"/>`);
  out.push(`<path d="M${cx} ${cy - 42} l12 30 30 12 -30 12 -12 30 -12 -30 -30 -12 30 -12z" fill="#ffffff"/>`);
  for (let i = 0; i < 14; i++) {
    const x = 920 + i * 16;
    const h = 10 + Math.sin((i / 14) * Math.PI) * (40 + r() * 60);
    out.push(`<rect x="${x}" y="${f(cy - h / 2)}" width="8" height="${f(h)}" rx="4" fill="${p.sky}"/>`);
  }
  return out.join("");
}

/** Recording: a grid of call tiles composited into one frame, cut into segments over time. */
function egress(r: Rand) {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 80 + (i % 2) * 150;
    const y = 120 + Math.floor(i / 2) * 150;
    out.push(
      `<rect x="${x}" y="${y}" width="134" height="130" rx="14" fill="#0f2747" stroke="${i === 0 ? p.amber : p.sky}" stroke-opacity="${i === 0 ? 1 : 0.5}" stroke-width="${i === 0 ? 5 : 3}"/><circle cx="${x + 67}" cy="${y + 52}" r="22" fill="${p.slate}"/><path d="M${x + 28} ${y + 122} q39 -52 78 0" fill="${p.slate}"/>`,
    );
  }
  out.push(
    `<path d="M400 338 H480" stroke="${p.sky}" stroke-width="6"/><path d="M468 322 l16 16 -16 16" fill="none" stroke="${p.sky}" stroke-width="6" stroke-linecap="round"/>`,
  );
  out.push(
    `<rect x="500" y="248" width="200" height="180" rx="18" fill="${p.brand}"/><circle cx="600" cy="338" r="40" fill="#ffffff"/><circle cx="600" cy="338" r="16" fill="#e11d48"/>`,
  );
  const segs = 6 + Math.floor(r() * 3);
  for (let i = 0; i < segs; i++) {
    const x = 740 + i * 56;
    out.push(`<rect x="${x}" y="290" width="48" height="96" rx="6" fill="${i === segs - 1 ? p.amber : p.teal}" fill-opacity="${0.5 + (i / segs) * 0.5}"/>`);
    out.push(
      `<rect x="${x + 6}" y="276" width="10" height="8" rx="2" fill="${p.slate}"/><rect x="${x + 30}" y="276" width="10" height="8" rx="2" fill="${p.slate}"/><rect x="${x + 6}" y="392" width="10" height="8" rx="2" fill="${p.slate}"/><rect x="${x + 30}" y="392" width="10" height="8" rx="2" fill="${p.slate}"/>`,
    );
  }
  for (let i = 0; i <= 16; i++) out.push(`<path d="M${740 + i * 24} 470 v${i % 4 === 0 ? 26 : 12}" stroke="${p.slate}" stroke-width="3"/>`);
  return out.join("");
}

/** An SFU: every participant sends one stream up and receives the layers it needs. */
function sfuStar(r: Rand) {
  const out: string[] = [];
  const cx = 600;
  const cy = 338;
  const n = 7 + Math.floor(r() * 3);
  const turn = r() * Math.PI;
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * 380;
    const y = cy + Math.sin(a) * 250;
    out.push(`<line x1="${cx}" y1="${cy}" x2="${f(x)}" y2="${f(y)}" stroke="${p.teal}" stroke-width="8" stroke-opacity="0.9"/>`);
    const ox = Math.sin(a) * 14;
    const oy = -Math.cos(a) * 14;
    out.push(`<line x1="${f(cx + ox)}" y1="${f(cy + oy)}" x2="${f(x + ox)}" y2="${f(y + oy)}" stroke="${p.sky}" stroke-width="3" stroke-dasharray="10 8"/>`);
    out.push(
      `<rect x="${f(x - 56)}" y="${f(y - 40)}" width="112" height="80" rx="14" fill="#0f2747" stroke="${i === 0 ? p.amber : p.sky}" stroke-width="${i === 0 ? 6 : 3}"/><circle cx="${f(x)}" cy="${f(y - 8)}" r="15" fill="${p.slate}"/><path d="M${f(x - 28)} ${f(y + 34)} q28 -34 56 0" fill="${p.slate}"/>`,
    );
  }
  out.push(`<rect x="${cx - 90}" y="${cy - 90}" width="180" height="180" rx="36" fill="${p.brand}" stroke="#ffffff" stroke-width="6"/>`);
  for (let k = 0; k < 3; k++)
    out.push(`<rect x="${cx - 50}" y="${cy - 44 + k * 34}" width="${100 - k * 28}" height="20" rx="10" fill="#ffffff" fill-opacity="${1 - k * 0.3}"/>`);
  return out.join("");
}

/** SLOs: a month's error budget burning down, with the incidents that spent it. */
function errorBudget(r: Rand) {
  const out: string[] = [];
  const x0 = 110;
  const x1 = 1090;
  const top = 110;
  const bottom = 560;
  for (let i = 0; i <= 30; i++)
    out.push(`<path d="M${f(x0 + (i * (x1 - x0)) / 30)} ${bottom} v${i % 7 === 0 ? 22 : 10}" stroke="${p.slate}" stroke-width="3"/>`);
  out.push(
    `<path d="M${x0} ${top} H${x1}" stroke="${p.slate}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="6 8"/><path d="M${x0} ${bottom} H${x1}" stroke="${p.slate}" stroke-width="3"/>`,
  );
  let budget = 1;
  const pts: string[] = [`${x0},${top}`];
  const incidents: [number, number][] = [];
  for (let d = 1; d <= 30; d++) {
    const spike = d % 9 === 4 || r() < 0.08 ? 0.08 + r() * 0.14 : 0;
    budget = Math.max(0.04, budget - 0.012 - spike);
    const x = x0 + (d * (x1 - x0)) / 30;
    const y = bottom - budget * (bottom - top);
    if (spike) incidents.push([x, y]);
    pts.push(`${f(x)},${f(y)}`);
  }
  out.push(`<polygon points="${pts.join(" ")} ${x1},${bottom} ${x0},${bottom}" fill="${p.teal}" fill-opacity="0.3"/>`);
  out.push(`<polyline points="${pts.join(" ")}" fill="none" stroke="${p.teal}" stroke-width="7" stroke-linejoin="round"/>`);
  out.push(`<path d="M${x0} ${top} L${x1} ${bottom}" stroke="${p.sky}" stroke-width="3" stroke-dasharray="14 10"/>`);
  for (const [x, y] of incidents) out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="${p.amber}" stroke="${p.navy}" stroke-width="4"/>`);
  return out.join("");
}

/** Terraform modules: isometric layers of a platform, each built from module blocks. */
function moduleStack(r: Rand) {
  const out: string[] = [];
  const layer = (cy: number, colour: string, blocks: number) => {
    const w = 300;
    const h = 150;
    const cx = 600;
    out.push(
      `<path d="M${cx} ${cy - h / 2} L${cx + w} ${cy} L${cx} ${cy + h / 2} L${cx - w} ${cy}z" fill="${colour}" fill-opacity="0.35" stroke="${colour}" stroke-width="4"/>`,
    );
    out.push(`<path d="M${cx - w} ${cy} v18 L${cx} ${cy + h / 2 + 18} L${cx + w} ${cy + 18} v-18 L${cx} ${cy + h / 2}z" fill="${colour}" fill-opacity="0.6"/>`);
    for (let k = 0; k < blocks; k++) {
      const t = (k + 0.5) / blocks - 0.5;
      const bx = cx + t * w * 1.1;
      const by = cy + t * h * 0.3 - 20;
      out.push(
        `<path d="M${f(bx)} ${f(by - 22)} l40 20 -40 20 -40 -20z" fill="#ffffff" fill-opacity="0.9"/><path d="M${f(bx - 40)} ${f(by - 2)} v22 l40 20 v-22z" fill="${p.slate}"/><path d="M${f(bx + 40)} ${f(by - 2)} v22 l-40 20 v-22z" fill="#cbd5e1"/>`,
      );
    }
  };
  layer(500, p.brand, 2 + Math.floor(r() * 3));
  layer(350, p.teal, 2 + Math.floor(r() * 3));
  layer(200, p.sky, 1 + Math.floor(r() * 3));
  out.push(`<path d="M140 560 V160 M1060 560 V160" stroke="${p.slate}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="4 10"/>`);
  return out.join("");
}

/** TURN: two callers behind firewalls; the direct path is blocked, the relay carries the call. */
function natTraversal(r: Rand) {
  const out: string[] = [];
  const device = (x: number, y: number) =>
    `<rect x="${x - 70}" y="${y - 110}" width="140" height="220" rx="22" fill="#0f2747" stroke="${p.sky}" stroke-width="5"/><circle cx="${x}" cy="${y - 20}" r="30" fill="${p.slate}"/><path d="M${x - 44} ${y + 70} q44 -60 88 0" fill="${p.slate}"/>`;
  const wall = (x: number) => {
    const bricks: string[] = [];
    for (let row = 0; row < 8; row++)
      for (let k = 0; k < 2; k++)
        bricks.push(
          `<rect x="${x + (row % 2) * 22 + k * 44 - 22}" y="${250 + row * 40}" width="40" height="34" rx="3" fill="${p.amber}" fill-opacity="${0.55 + ((row + k) % 3) * 0.15}"/>`,
        );
    return bricks.join("");
  };
  const y = 430 - Math.floor(r() * 40);
  out.push(wall(380), wall(800));
  out.push(
    `<path d="M260 ${y} H560" stroke="${p.slate}" stroke-width="5" stroke-dasharray="10 10"/><path d="M940 ${y} H640" stroke="${p.slate}" stroke-width="5" stroke-dasharray="10 10"/>`,
  );
  out.push(
    `<path d="M180 ${y - 110} C 240 40, 520 60, 560 120 M1020 ${y - 110} C 960 40, 680 60, 640 120" fill="none" stroke="${p.teal}" stroke-width="8" stroke-linecap="round"/>`,
  );
  out.push(
    `<rect x="520" y="70" width="160" height="110" rx="20" fill="${p.brand}" stroke="#ffffff" stroke-width="5"/><path d="M560 110 h80 M560 140 h80" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/><path d="M620 96 l20 14 -20 14 M580 126 l-20 14 20 14" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>`,
  );
  out.push(device(250, y), device(950, y));
  return out.join("");
}

/** Postgres on Kubernetes: a primary streams WAL to replicas; one is ready to take over. */
function replication(r: Rand) {
  const out: string[] = [];
  out.push(cylinder(170, 200, 260, 260, p.brand, p.sky));
  const replicas = 2 + Math.floor(r() * 2);
  for (let i = 0; i < replicas; i++) {
    const y = 110 + i * (400 / (replicas - 1 || 1));
    out.push(`<path d="M440 330 C 600 330, 640 ${f(y + 70)}, 790 ${f(y + 70)}" fill="none" stroke="${p.sky}" stroke-opacity="0.4" stroke-width="4"/>`);
    for (let k = 1; k <= 5; k++) {
      const t = k / 6;
      const bx = (1 - t) ** 3 * 440 + 3 * (1 - t) ** 2 * t * 600 + 3 * (1 - t) * t * t * 640 + t ** 3 * 790;
      const by = (1 - t) ** 3 * 330 + 3 * (1 - t) ** 2 * t * 330 + 3 * (1 - t) * t * t * (y + 70) + t ** 3 * (y + 70);
      out.push(`<rect x="${f(bx - 12)}" y="${f(by - 9)}" width="24" height="18" rx="4" fill="${k % 2 ? p.teal : p.amber}"/>`);
    }
    out.push(cylinder(810, y, 170, 130, i === 0 ? p.teal : "#0f2747", i === 0 ? "#5eead4" : p.slate));
  }
  out.push(
    `<circle cx="300" cy="560" r="34" fill="${p.amber}"/><path d="M284 560 l12 12 22 -24" fill="none" stroke="${p.navy}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return out.join("");
}

/** Migration: racks in a data centre, workloads arcing into the cloud in waves. */
function liftAndShift(r: Rand) {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 90 + i * 110;
    out.push(`<rect x="${x}" y="280" width="92" height="300" rx="8" fill="#0f2747" stroke="${p.slate}" stroke-width="3"/>`);
    for (let k = 0; k < 7; k++)
      out.push(
        `<rect x="${x + 12}" y="${296 + k * 40}" width="68" height="26" rx="4" fill="${r() > 0.45 ? p.slate : "none"}" fill-opacity="0.5" stroke="${p.slate}" stroke-opacity="0.6"/><circle cx="${x + 70}" cy="${309 + k * 40}" r="4" fill="${p.teal}"/>`,
      );
  }
  const bumps = [
    [760, 250, 110],
    [880, 190, 140],
    [1010, 250, 110],
    [700, 320, 80],
    [1070, 320, 80],
  ] as const;
  for (const [x, y, rad] of bumps) out.push(`<circle cx="${x}" cy="${y}" r="${rad}" fill="${p.brand}"/>`);
  out.push(`<rect x="620" y="300" width="530" height="110" rx="55" fill="${p.brand}"/>`);
  for (let k = 0; k < 6; k++) out.push(`<rect x="${700 + k * 66}" y="${300 + (k % 2) * 30}" width="48" height="40" rx="8" fill="#ffffff" fill-opacity="0.9"/>`);
  for (let w = 0; w < 3; w++) {
    const lift = 60 + w * 70;
    out.push(
      `<path d="M360 ${300 - w * 10} C 460 ${130 - lift}, 600 ${140 - lift}, 680 ${260 - w * 20}" fill="none" stroke="${w === 0 ? p.amber : p.teal}" stroke-width="5" stroke-dasharray="14 10"/>`,
    );
    out.push(`<rect x="${f(500 + w * 30)}" y="${f(120 - lift * 0.7)}" width="40" height="34" rx="6" fill="${w === 0 ? p.amber : p.teal}"/>`);
  }
  return out.join("");
}

/** Observability: a distributed trace as a waterfall of nested spans. */
function traceWaterfall(r: Rand) {
  const out: string[] = [];
  for (let i = 0; i <= 10; i++) out.push(`<path d="M${100 + i * 100} 90 V590" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/>`);
  let start = 100;
  let end = 1100;
  const rows = 9;
  for (let i = 0; i < rows; i++) {
    const depth = i === 0 ? 0 : Math.min(4, 1 + Math.floor(r() * 4));
    const s = i === 0 ? 100 : start + r() * (end - start) * 0.5;
    const e = i === 0 ? 1100 : Math.min(1100, s + 80 + r() * (end - s) * 0.8);
    const colour = [p.brand, p.sky, p.teal, p.amber, "#a78bfa"][depth]!;
    out.push(`<rect x="${f(100 + depth * 24)}" y="${104 + i * 54}" width="14" height="14" rx="7" fill="${colour}" fill-opacity="0.6"/>`);
    out.push(`<rect x="${f(s)}" y="${98 + i * 54}" width="${f(e - s)}" height="28" rx="8" fill="${colour}"/>`);
    if (i > 0 && r() < 0.5) [start, end] = [s, e];
  }
  return out.join("");
}

/** Platform engineering: many teams' paths converge on one paved road through a portal. */
function goldenPaths(r: Rand) {
  const out: string[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const y = 80 + i * 65 + between(r, -12, 12);
    out.push(
      `<path d="M120 ${f(y)} C 320 ${f(y)}, 380 338, 520 338" fill="none" stroke="${i % 3 === 0 ? p.teal : p.sky}" stroke-opacity="0.7" stroke-width="5"/>`,
    );
    out.push(`<circle cx="120" cy="${f(y)}" r="16" fill="${i % 3 === 0 ? p.teal : p.sky}"/>`);
  }
  out.push(`<rect x="520" y="198" width="260" height="280" rx="28" fill="${p.brand}" stroke="#ffffff" stroke-width="5"/>`);
  for (let k = 0; k < 6; k++)
    out.push(
      `<rect x="${552 + (k % 2) * 108}" y="${228 + Math.floor(k / 2) * 80}" width="88" height="60" rx="10" fill="#ffffff" fill-opacity="${k === Math.floor(r() * 6) ? 1 : 0.55}"/>`,
    );
  out.push(
    `<path d="M780 338 H1110" stroke="${p.amber}" stroke-width="26" stroke-linecap="round"/><path d="M800 338 H1090" stroke="${p.navy}" stroke-width="4" stroke-dasharray="24 18"/>`,
  );
  return out.join("");
}

/** Anything else: a service graph. */
function serviceGraph(r: Rand) {
  const nodes = Array.from({ length: 14 }, () => [between(r, 120, 1080), between(r, 100, 575)] as const);
  const out: string[] = [];
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i * 5 + 3) % nodes.length]!;
    out.push(`<line x1="${f(x)}" y1="${f(y)}" x2="${f(nx)}" y2="${f(ny)}" stroke="${p.sky}" stroke-opacity="0.5" stroke-width="4"/>`);
  });
  nodes.forEach(([x, y], i) =>
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${i % 4 === 0 ? 30 : 16}" fill="${i % 4 === 0 ? p.amber : i % 2 ? p.teal : p.sky}"/>`),
  );
  return out.join("");
}

/** Topic words in a slug, first match wins; the order puts specific topics before broad ones. */
export const scenes: [RegExp, (r: Rand) => string][] = [
  [/\b(gitops|argo|fleet|multi-cluster)/, fleet],
  [/\b(upgrade|version)/, rollingUpgrade],
  [/\b(karpenter|cost|finops|bin-?pack)/, binPacking],
  [/\b(network-polic|cilium|zero-trust|firewall)/, networkPolicy],
  [/\b(agents?|voice|speech|transcri)/, voiceAgent],
  [/\b(egress|record|hls)/, egress],
  [/\b(turn|nat|ice|stun)\b/, natTraversal],
  [/\b(livekit|sfu|webrtc|video|conferenc)/, sfuStar],
  [/\b(slos?|error-budgets?|sre|reliab)/, errorBudget],
  [/\b(terraform|modules?|iac|landing-zone)\b/, moduleStack],
  [/\b(postgres|database|sql|replica)/, replication],
  [/\b(observab|opentelemetry|tracing|telemetry|monitor)/, traceWaterfall],
  [/\b(migration|lift|shift)\b/, liftAndShift],
  [/\b(platform|developer|golden|portal|idp)\b/, goldenPaths],
];

export function sceneFor(slug: string): (r: Rand) => string {
  for (const [pattern, draw] of scenes) if (pattern.test(slug)) return draw;
  return serviceGraph;
}

const grounds: [string, string][] = [
  ["#0b1f3a", "#1e40af"],
  ["#0b1f3a", "#115e59"],
  ["#0f172a", "#1e3a8a"],
  ["#082f49", "#0e7490"],
  ["#111827", "#312e81"],
  ["#0c1a2e", "#134e4a"],
];

/** The whole cover: a deep brand gradient, a faint dot grid and the topic's scene. */
export function postCover(slug: string, width = 1200, height = 675): string {
  const r = seeded(slug);
  const [from, to] = pick(r, grounds);
  const angle = Math.floor(r() * 4);
  const [x2, y2] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.4],
  ][angle]!;
  const dots: string[] = [];
  for (let x = 30; x < 1200; x += 40) for (let y = 30; y < 675; y += 40) dots.push(`M${x} ${y}h.1`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${f(between(r, 30, 70))}%" cy="${f(between(r, 30, 70))}%" r="60%"><stop offset="0" stop-color="${p.sky}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.sky}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/><rect width="1200" height="675" fill="url(#glow)"/>
<path d="${dots.join("")}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="4" stroke-linecap="round"/>
<g transform="translate(600 338) scale(0.86) translate(-600 -338)">${sceneFor(slug)(r)}</g>
</svg>`;
}
