// One architecture diagram per service and solution, keyed by the image file's base name
// (/images/services/<slug>.jpg, /images/solutions/<slug>.jpg). Coordinates are in the
// 1200x675 canvas of scripts/images/diagram.ts; the alt text each page gives the image
// lives in app/lib/presentation/diagram-alt.ts and describes the same boxes and arrows.
import type { Diagram, DiagramNode } from "./diagram.ts";
import { palette as p } from "./palette.ts";

const n = (id: string, x: number, y: number, w: number, h: number, lines: string[], kind?: DiagramNode["kind"]): DiagramNode => ({
  id,
  x,
  y,
  w,
  h,
  lines,
  kind,
});

const livekit: Diagram = {
  title: "LiveKit: SFU topology",
  groups: [{ x: 560, y: 112, w: 340, h: 450, label: "LiveKit cluster" }],
  nodes: [
    n("web", 40, 170, 220, 90, ["Browser"]),
    n("mobile", 40, 305, 220, 90, ["Mobile app"]),
    n("office", 40, 450, 220, 90, ["Office", "UDP blocked"]),
    n("turn", 320, 450, 190, 90, ["TURN", "TLS 443"], "brand"),
    n("sfu1", 580, 170, 300, 90, ["SFU node 1"], "brand"),
    n("sfu2", 580, 305, 300, 100, ["SFU node 2"], "brand"),
    n("redis", 580, 450, 300, 90, ["Redis", "room state"], "muted"),
    n("egress", 950, 170, 210, 90, ["Egress", "recording"]),
    n("s3", 950, 305, 210, 90, ["Storage", "MP4, HLS"]),
    n("agents", 950, 450, 210, 90, ["AI agents"], "accent"),
  ],
  edges: [
    { from: "web", to: "sfu1", both: true, label: "WebRTC" },
    { from: "mobile", to: "sfu2", both: true },
    { from: "office", to: "turn" },
    { from: "turn", to: "sfu2", both: true, via: [[415, 385]] },
    { from: "sfu1", to: "sfu2", both: true },
    { from: "sfu2", to: "redis", both: true },
    { from: "sfu1", to: "egress" },
    { from: "egress", to: "s3" },
    {
      from: "agents",
      to: "sfu2",
      both: true,
      via: [
        [920, 495],
        [920, 355],
      ],
    },
  ],
  texts: [{ x: 600, y: 630, text: "Each client sends once; the SFU forwards what each viewer needs" }],
};

const webrtc: Diagram = {
  title: "WebRTC: call setup and media path",
  nodes: [
    n("sig", 450, 125, 300, 100, ["Signaling", "WebSocket"], "brand"),
    n("a", 40, 290, 240, 110, ["Peer A", "browser"]),
    n("b", 920, 290, 240, 110, ["Peer B", "mobile app"]),
    n("stun", 40, 500, 240, 100, ["STUN", "public address"], "muted"),
    n("turn", 450, 500, 300, 100, ["TURN relay", "UDP or TLS 443"], "brand"),
  ],
  edges: [
    { from: "a", to: "sig", both: true, via: [[160, 175]], label: "offer", labelAt: [330, 175] },
    { from: "b", to: "sig", both: true, via: [[1040, 175]], label: "answer", labelAt: [880, 175] },
    { from: "a", to: "b", both: true, dashed: true, label: "direct media (SRTP)" },
    { from: "a", to: "stun" },
    {
      from: "a",
      to: "turn",
      both: true,
      via: [
        [340, 390],
        [340, 550],
      ],
    },
    {
      from: "b",
      to: "turn",
      both: true,
      via: [
        [860, 390],
        [860, 550],
      ],
    },
  ],
  texts: [{ x: 600, y: 648, text: "TURN relays the media when no direct path exists" }],
};

const framework: Diagram = {
  title: "Video framework: the layers we build",
  nodes: [
    n("app", 40, 120, 760, 90, ["Your app", "web, iOS and Android clients"]),
    n("sdk", 40, 240, 760, 90, ["Framework SDK", "rooms, layouts, chat, recording"], "accent"),
    n("media", 40, 360, 760, 90, ["Media server", "LiveKit, Jitsi or mediasoup"], "brand"),
    n("infra", 40, 480, 760, 90, ["Infrastructure", "Kubernetes, TURN, autoscaling"], "muted"),
    n("auth", 860, 120, 300, 90, ["Auth", "room tokens"]),
    n("rec", 860, 240, 300, 90, ["Recording", "egress to S3"]),
    n("qos", 860, 360, 300, 90, ["Call quality", "client stats"]),
  ],
  edges: [
    { from: "app", to: "sdk", both: true },
    { from: "sdk", to: "media", both: true },
    { from: "media", to: "infra", both: true },
    { from: "auth", to: "app" },
    { from: "sdk", to: "rec" },
    { from: "media", to: "qos" },
  ],
  texts: [{ x: 600, y: 630, text: "One SDK on top; the media server underneath can be swapped" }],
};

const managedK8s: Diagram = {
  title: "Managed Kubernetes: cluster layout",
  groups: [{ x: 270, y: 112, w: 610, h: 510, label: "Cluster on EKS, GKE or AKS" }],
  nodes: [
    n("users", 40, 165, 190, 90, ["Users"]),
    n("lb", 40, 330, 190, 100, ["Load", "balancer"], "brand"),
    n("cp", 290, 165, 570, 90, ["Control plane", "HA, managed upgrades"], "brand"),
    n("ingress", 290, 295, 170, 90, ["Ingress"], "accent"),
    n("apps", 490, 295, 370, 90, ["App node pool", "autoscaled"]),
    n("spot", 490, 405, 370, 90, ["Batch node pool", "spot instances"]),
    n("system", 490, 515, 370, 90, ["System pool", "DNS, CNI, agents"], "muted"),
    n("obs", 920, 165, 240, 130, ["Observability", "Prometheus", "Grafana, Loki"]),
    n("oncall", 920, 370, 240, 100, ["24/7 on-call", "against SLOs"], "accent"),
    n("backup", 920, 505, 240, 100, ["Backups", "Velero"], "muted"),
  ],
  edges: [
    { from: "users", to: "lb" },
    { from: "lb", to: "ingress" },
    { from: "ingress", to: "apps" },
    { from: "cp", to: "apps" },
    { from: "cp", to: "obs" },
    { from: "obs", to: "oncall", label: "alerts" },
    { from: "system", to: "backup" },
  ],
};

const sre: Diagram = {
  title: "Managed SRE: the error-budget loop",
  nodes: [
    n("slo", 420, 115, 360, 95, ["Define SLOs", "99.9% of requests"]),
    n("measure", 840, 290, 320, 95, ["Measure", "burn-rate alerts"]),
    n("respond", 420, 470, 360, 95, ["Respond", "on-call, runbooks"]),
    n("learn", 40, 290, 320, 95, ["Learn", "blameless review"]),
    n("budget", 450, 250, 300, 170, ["Error budget", "43 min a month", "62% left"], "accent"),
  ],
  edges: [
    { from: "slo", to: "measure", via: [[1000, 162]] },
    { from: "measure", to: "respond", via: [[1000, 517]] },
    { from: "respond", to: "learn", via: [[200, 517]] },
    { from: "learn", to: "slo", via: [[200, 162]] },
    { from: "measure", to: "budget", dashed: true },
  ],
  texts: [{ x: 600, y: 630, text: "Budget left: ship features. Budget spent: fix reliability." }],
};

const devops: Diagram = {
  title: "GitOps delivery: commit to production",
  nodes: [
    n("repo", 40, 140, 210, 105, ["App repo", "pull request"]),
    n("ci", 300, 140, 260, 105, ["CI pipeline", "build, test, scan"], "brand"),
    n("registry", 610, 140, 260, 105, ["Registry", "signed image"]),
    n("config", 610, 320, 260, 105, ["Config repo", "Helm charts"]),
    n("argo", 930, 320, 230, 105, ["Argo CD", "sync, drift"], "accent"),
    n("staging", 610, 520, 260, 100, ["Staging", "auto-sync"]),
    n("prod", 930, 520, 230, 100, ["Production", "canary"], "brand"),
    n("monitor", 40, 520, 260, 100, ["Monitoring", "SLOs, alerts"], "muted"),
  ],
  edges: [
    { from: "repo", to: "ci" },
    { from: "ci", to: "registry" },
    { from: "ci", to: "config", via: [[430, 372]], label: "new tag", labelAt: [430, 300] },
    { from: "config", to: "argo" },
    { from: "registry", to: "argo", label: "pull" },
    { from: "argo", to: "prod" },
    {
      from: "argo",
      to: "staging",
      via: [
        [980, 475],
        [740, 475],
      ],
    },
    { from: "staging", to: "monitor", label: "metrics" },
    { from: "monitor", to: "repo", dashed: true, label: "feedback" },
  ],
};

const consulting: Diagram = {
  title: "Cloud-native target architecture",
  groups: [{ x: 480, y: 112, w: 400, h: 410, label: "Managed Kubernetes" }],
  nodes: [
    n("users", 40, 290, 170, 90, ["Users"]),
    n("cdn", 245, 290, 190, 90, ["CDN, WAF"], "brand"),
    n("gw", 500, 165, 360, 90, ["API gateway"], "accent"),
    n("web", 500, 290, 170, 90, ["Web app"]),
    n("workers", 690, 290, 170, 90, ["Workers"]),
    n("bus", 500, 410, 360, 90, ["Event bus", "NATS or Kafka"], "muted"),
    n("metrics", 930, 165, 230, 90, ["Metrics", "and logs"], "muted"),
    n("db", 930, 290, 230, 90, ["PostgreSQL", "managed"]),
    n("storage", 930, 410, 230, 90, ["Object", "storage"]),
    n("zone", 40, 550, 1120, 80, ["Landing zone: accounts, networks, IAM, budgets"], "muted"),
  ],
  edges: [
    { from: "users", to: "cdn" },
    {
      from: "cdn",
      to: "gw",
      via: [
        [460, 335],
        [460, 210],
      ],
    },
    { from: "gw", to: "web" },
    { from: "web", to: "bus" },
    { from: "bus", to: "workers" },
    { from: "workers", to: "db" },
    { from: "gw", to: "metrics", dashed: true },
    { from: "bus", to: "storage" },
  ],
};

const development: Diagram = {
  title: "Cloud-native services, event-driven",
  groups: [{ x: 530, y: 112, w: 360, h: 430, label: "12-factor services" }],
  nodes: [
    n("client", 40, 300, 200, 90, ["Client", "web, mobile"]),
    n("api", 280, 300, 200, 90, ["REST API", "OpenAPI"], "brand"),
    n("billing", 550, 170, 320, 90, ["Billing"]),
    n("orders", 550, 300, 320, 90, ["Orders"]),
    n("email", 550, 430, 320, 90, ["Notifications"]),
    n("bus", 940, 170, 220, 350, ["Event bus", "NATS"], "accent"),
    n("db", 270, 450, 220, 90, ["PostgreSQL"], "muted"),
    n("band", 40, 570, 1120, 70, ["Per service: container, probes, metrics, tests"], "muted"),
  ],
  edges: [
    { from: "client", to: "api" },
    { from: "api", to: "orders" },
    { from: "orders", to: "bus" },
    { from: "bus", to: "billing" },
    { from: "bus", to: "email" },
    {
      from: "orders",
      to: "db",
      via: [
        [515, 372],
        [515, 495],
      ],
    },
  ],
};

// Cloud migration: a wave plan (a small Gantt chart). Months run left to right.
const MONTH = 135;
const X0 = 330;
const monthX = (m: number) => X0 + (m - 1) * MONTH;
const waveRows = [185, 290, 395, 500];
const migration: Diagram = {
  title: "Cloud migration: a wave plan",
  under: [...Array.from({ length: 7 }, (_, i) => `<path d="M${monthX(i + 1)} 160 V585" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`)].join(""),
  nodes: [
    n("w0", monthX(1), waveRows[0]!, 2 * MONTH, 75, ["Landing zone"], "muted"),
    n("w1", monthX(2), waveRows[1]!, 2.5 * MONTH, 75, ["Stateless apps"]),
    n("w2", monthX(3.5), waveRows[2]!, 2 * MONTH, 75, ["Databases"], "brand"),
    n("w3", monthX(5), waveRows[3]!, 2 * MONTH, 75, ["Legacy apps"], "accent"),
  ],
  edges: [
    { from: "w0", to: "w1", via: [[monthX(2.5), waveRows[0]! + 75]] },
    { from: "w1", to: "w2", via: [[monthX(4), waveRows[1]! + 75]] },
    { from: "w2", to: "w3", via: [[monthX(5.5), waveRows[2]! + 75]] },
  ],
  texts: [
    ...Array.from({ length: 6 }, (_, i) => ({ x: monthX(i + 1) + MONTH / 2, y: 150, text: `M${i + 1}`, color: p.sky })),
    ...["Wave 0", "Wave 1", "Wave 2", "Wave 3"].map((t, i) => ({ x: 48, y: waveRows[i]! + 47, text: t, anchor: "start" as const, bold: true })),
    { x: 600, y: 640, text: "Each wave: plan, rehearse the cut-over, switch, retire the old" },
  ],
};

const transformation: Diagram = {
  title: "Cloud-native transformation roadmap",
  nodes: [
    n("s1", 40, 450, 235, 150, ["Stage 1", "Assess", "portfolio"], "muted"),
    n("s2", 335, 350, 235, 150, ["Stage 2", "Landing zone", "network, IAM"]),
    n("s3", 630, 250, 235, 150, ["Stage 3", "Platform", "Kubernetes"], "brand"),
    n("s4", 925, 150, 235, 150, ["Stage 4", "Migrate, run", "in waves"], "accent"),
  ],
  edges: [
    { from: "s1", to: "s2" },
    { from: "s2", to: "s3" },
    { from: "s3", to: "s4" },
  ],
  texts: [
    { x: 48, y: 160, text: "Today: VMs, manual deploys", anchor: "start", color: p.sky },
    { x: 1160, y: 450, text: "Target: a self-service", anchor: "end", color: p.sky },
    { x: 1160, y: 486, text: "platform and an", anchor: "end", color: p.sky },
    { x: 1160, y: 522, text: "operating model", anchor: "end", color: p.sky },
    { x: 600, y: 648, text: "A platform team grows with every stage" },
  ],
};

const automation: Diagram = {
  title: "DevOps automation: gates and rollback",
  nodes: [
    n("commit", 40, 150, 170, 100, ["Commit"]),
    n("build", 250, 150, 170, 100, ["Build", "cached"], "brand"),
    n("test", 460, 150, 170, 100, ["Tests", "unit, e2e"], "brand"),
    n("scan", 670, 150, 180, 100, ["Scan", "CVEs"], "brand"),
    n("preview", 890, 150, 270, 100, ["Preview", "per pull request"]),
    n("tf", 40, 380, 290, 110, ["Terraform", "plan on each PR"], "muted"),
    n("prod", 480, 380, 290, 110, ["Production", "100% traffic"], "accent"),
    n("canary", 890, 380, 270, 110, ["Canary", "5% of traffic"]),
    n("rollback", 890, 560, 270, 90, ["Rollback"], "muted"),
  ],
  edges: [
    { from: "commit", to: "build" },
    { from: "build", to: "test" },
    { from: "test", to: "scan" },
    { from: "scan", to: "preview" },
    { from: "preview", to: "canary", label: "merge" },
    { from: "canary", to: "prod", label: "healthy" },
    { from: "canary", to: "rollback", dashed: true, label: "errors" },
    { from: "tf", to: "prod", label: "apply" },
  ],
};

// Kubernetes cost: a waterfall of where a typical 40% cut comes from. 100% = 440 units high.
const BASE = 590;
const PCT = 4.4;
const bar = (id: string, x: number, from: number, to: number, lines: string[], kind: DiagramNode["kind"]) =>
  n(id, x, BASE - Math.max(from, to) * PCT, 180, Math.abs(from - to) * PCT, lines, kind);
const cost: Diagram = {
  title: "Kubernetes cost: a typical 40% cut",
  under:
    [
      [240, 150, 280],
      [460, 229, 500],
      [680, 282, 720],
      [900, 326, 940],
    ]
      .map(([x1, y, x2]) => `<path d="M${x1} ${y} H${x2}" stroke="#fff" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="6 6"/>`)
      .join("") + `<path d="M40 ${BASE} H1160" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`,
  nodes: [
    bar("before", 60, 0, 100, ["100%"], "muted"),
    bar("rightsize", 280, 82, 100, ["-18%"], "accent"),
    bar("autoscale", 500, 70, 82, ["-12%"], "accent"),
    bar("spot", 720, 60, 70, ["-10%"], "accent"),
    bar("after", 940, 0, 60, ["60%"], "brand"),
  ],
  texts: [
    { x: 150, y: 630, text: "Before" },
    { x: 370, y: 630, text: "Right-size" },
    { x: 590, y: 630, text: "Autoscale" },
    { x: 810, y: 630, text: "Spot nodes" },
    { x: 1030, y: 630, text: "After" },
    { x: 590, y: 400, text: "Monthly cluster spend", color: p.sky },
  ],
};

const security: Diagram = {
  title: "Kubernetes security: five layers",
  nodes: [
    ["build", "Build", "Signed images and SBOMs (cosign)"],
    ["admit", "Admit", "Kyverno: signed images, no root"],
    ["network", "Network", "Default-deny policies per namespace"],
    ["secrets", "Secrets", "External Secrets from Vault"],
    ["runtime", "Runtime", "Falco detects shells and drift"],
  ].flatMap(([id, phase, control], i) => [
    n(`${id}-phase`, 40, 118 + i * 98, 200, 76, [phase!], "accent"),
    n(id!, 270, 118 + i * 98, 890, 76, [control!], i % 2 ? "brand" : "box"),
  ]),
  edges: ["build", "admit", "network", "secrets", "runtime"].map((id) => ({ from: `${id}-phase`, to: id! })),
  texts: [{ x: 600, y: 648, text: "Each control maps to SOC 2 and ISO 27001 evidence" }],
};

const agents: Diagram = {
  title: "AI agents in a LiveKit room",
  nodes: [
    n("people", 40, 170, 230, 100, ["People", "web, mobile"]),
    n("phone", 40, 330, 230, 100, ["Phone", "via SIP"]),
    n("room", 330, 220, 250, 160, ["LiveKit room", "SFU"], "brand"),
    n("agent", 650, 220, 250, 160, ["AI agent", "joins as a", "participant"], "accent"),
    n("models", 960, 200, 200, 200, ["Models", "STT", "LLM", "TTS"], "muted"),
    n("tools", 625, 460, 300, 100, ["Your systems", "CRM, tickets"]),
  ],
  edges: [
    { from: "people", to: "room", both: true },
    { from: "phone", to: "room", both: true },
    { from: "room", to: "agent", both: true },
    { from: "agent", to: "models", both: true },
    { from: "agent", to: "tools", both: true },
  ],
  texts: [{ x: 600, y: 630, text: "Replies in under a second; your data stays in your cloud" }],
};

// The call as the participants see it: three people and the agent, with live captions.
const tile = (x: number, y: number, agent = false) =>
  `<rect x="${x}" y="${y}" width="340" height="190" rx="16" fill="${agent ? p.brand : "#16335c"}" stroke="${agent ? p.sky : p.slate}" stroke-width="${agent ? 5 : 2}"/>` +
  (agent
    ? [24, 48, 72, 96, 64, 40, 20]
        .map((h, i) => `<rect x="${x + 104 + i * 20}" y="${y + 75 - h / 2}" width="11" height="${h}" rx="5" fill="${p.sky}"/>`)
        .join("")
    : `<circle cx="${x + 170}" cy="${y + 58}" r="30" fill="${p.slate}"/><path d="M${x + 118} ${y + 128} q52 -56 104 0z" fill="${p.slate}"/>`);
const room: Diagram = {
  title: "An AI agent in the call",
  under: tile(40, 115) + tile(400, 115) + tile(40, 325),
  over: tile(400, 325, true),
  nodes: [
    n("agentTile", 400, 325, 340, 190, [], "brand"),
    n("captions", 40, 545, 700, 80, ["Live captions for everyone"], "muted"),
    n("output", 800, 115, 360, 400, ["Agent output", "transcript", "action items", "summary", "answers"]),
  ],
  edges: [{ from: "agentTile", to: "output" }],
  texts: [
    { x: 210, y: 282, text: "Priya" },
    { x: 570, y: 282, text: "Marco" },
    { x: 210, y: 492, text: "Aisha" },
    { x: 570, y: 492, text: "AI agent", bold: true, color: p.sky },
  ],
};

// The voice pipeline and its latency budget (1,000 ms = 1,120 units wide).
const MS = 1.12;
const segment = (id: string, x: number, ms: number, label: string, kind: DiagramNode["kind"]) => n(id, x, 470, ms * MS, 80, [label], kind);
const pipeline: Diagram = {
  title: "Voice agent pipeline",
  nodes: [
    n("speak", 40, 130, 192, 110, ["Caller", "speaks"]),
    n("vad", 272, 130, 192, 110, ["Turn end", "detect"], "muted"),
    n("stt", 504, 130, 192, 110, ["STT", "to text"], "brand"),
    n("llm", 736, 130, 192, 110, ["LLM", "reply"], "brand"),
    n("tts", 968, 130, 192, 110, ["TTS", "to voice"], "brand"),
    segment("t-vad", 40, 200, "200 ms", "muted"),
    segment("t-stt", 40 + 200 * MS, 150, "150", "brand"),
    segment("t-llm", 40 + 350 * MS, 350, "350 ms", "accent"),
    segment("t-tts", 40 + 700 * MS, 150, "150", "brand"),
  ],
  edges: [
    { from: "speak", to: "vad" },
    { from: "vad", to: "stt" },
    { from: "stt", to: "llm" },
    { from: "llm", to: "tts" },
    {
      from: "tts",
      to: "speak",
      via: [
        [1064, 330],
        [136, 330],
      ],
      label: "the agent answers",
    },
  ],
  texts: [
    { x: 40, y: 445, text: "Latency budget: about 850 ms", anchor: "start", bold: true },
    { x: 1160, y: 600, text: "< 1 s", anchor: "end", color: p.sky, bold: true },
  ],
  under: `<path d="M${40 + 1000 * MS} 455 V570" stroke="${p.sky}" stroke-width="3" stroke-dasharray="8 6"/>`,
};

// WebRTC development: the three topologies we choose between.
const peers = (cx: number, cy: number) => [0, 1, 2, 3].map((i) => [cx + (i % 2 ? 80 : -80), cy + (i < 2 ? -80 : 80)] as const);
const dot = ([x, y]: readonly [number, number]) => `<circle cx="${x}" cy="${y}" r="26" fill="#fff"/>`;
const line = ([x1, y1]: readonly [number, number], [x2, y2]: readonly [number, number], dashed = false) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${p.sky}" stroke-width="5"${dashed ? ` stroke-dasharray="10 8"` : ""}/>`;
const hub = (cx: number, cy: number, text: string) =>
  `<rect x="${cx - 60}" y="${cy - 30}" width="120" height="60" rx="12" fill="${p.brand}" stroke="${p.sky}" stroke-width="3"/><text x="${cx}" y="${cy + 10}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;
function topologies(): string {
  const mesh = peers(200, 330);
  const sfu = peers(600, 330);
  const mcu = peers(1000, 330);
  const meshLinks = mesh.flatMap((a, i) => mesh.slice(i + 1).map((b) => line(a, b)));
  return [
    ...meshLinks,
    ...mesh.map(dot),
    ...sfu.map((a) => line(a, [600, 330])),
    ...sfu.map(dot),
    hub(600, 330, "SFU"),
    ...mcu.map((a) => line(a, [1000, 330], true)),
    ...mcu.map(dot),
    hub(1000, 330, "MCU"),
  ].join("");
}
const topology: Diagram = {
  title: "WebRTC topologies we build",
  under: topologies(),
  nodes: [
    n("mesh", 60, 480, 280, 110, ["Mesh", "2 to 4 people"], "muted"),
    n("sfu", 460, 480, 280, 110, ["SFU", "forwards streams"], "accent"),
    n("mcu", 860, 480, 280, 110, ["MCU", "mixes one stream"], "muted"),
  ],
  texts: [
    { x: 200, y: 160, text: "Every peer to every peer", color: p.sky },
    { x: 600, y: 160, text: "One upload each", color: p.sky },
    { x: 1000, y: 160, text: "Server-side mixing", color: p.sky },
  ],
};

export const diagrams: Record<string, Diagram> = {
  // services
  "livekit-consulting": livekit,
  "webrtc-consulting": webrtc,
  "video-conferencing-framework": framework,
  "kubernetes-managed-services": managedK8s,
  "managed-sre": sre,
  "end-to-end-devops": devops,
  "cloud-native-consulting": consulting,
  "cloud-native-development": development,
  // solutions
  "cloud-migration": migration,
  "cloud-native-transformation": transformation,
  "devops-automation": automation,
  "kubernetes-cost-optimization": cost,
  "kubernetes-security-suite": security,
  "video-conferencing-agents": agents,
  "video-conferencing-agents-room": room,
  "video-conferencing-agents-pipeline": pipeline,
  "webrtc-consulting-development": topology,
};
