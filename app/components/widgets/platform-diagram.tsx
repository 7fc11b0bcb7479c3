// The home hero's picture on wide screens: what the firm builds and runs, drawn as a
// diagram (inline SVG, no request, sharp at any size): a GitOps flow from Git through
// CI and Argo CD into a Kubernetes cluster whose nodes run the services and a LiveKit
// SFU, which forwards each participant's video to the others.
const box = "fill-white/10 stroke-white/30";
// Presentation attributes, not style attributes: the CSP allows no inline styles (decision 019).
const label = { fill: "#e0f2fe", fontSize: 13, fontWeight: 600 } as const;
const small = { fill: "#bae6fd", fontSize: 11 } as const;

function Pods({ x, y, n, tone }: { x: number; y: number; n: number; tone: string }) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} x={x + (i % 2) * 34} y={y + Math.floor(i / 2) * 26} width="28" height="20" rx="4" fill={tone} />
      ))}
    </>
  );
}

export function PlatformDiagram({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-labelledby="platform-diagram-title" className={className} fontFamily="inherit">
      <title id="platform-diagram-title">
        Diagram: code flows from Git through CI and Argo CD into a Kubernetes cluster, whose nodes run your services and a LiveKit SFU that connects the
        participants of a video call
      </title>
      <defs>
        <marker id="pd-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 10 5 0 10z" fill="#7dd3fc" />
        </marker>
      </defs>
      {/* GitOps flow */}
      {[
        { x: 8, t: "Git", s: "pull request" },
        { x: 170, t: "CI pipeline", s: "test · build · scan" },
        { x: 332, t: "Argo CD", s: "sync to cluster" },
      ].map((b) => (
        <g key={b.t}>
          <rect x={b.x} y="8" width="140" height="54" rx="10" className={box} />
          <text x={b.x + 14} y="31" {...label}>
            {b.t}
          </text>
          <text x={b.x + 14} y="49" {...small}>
            {b.s}
          </text>
        </g>
      ))}
      <path d="M148 35h20" stroke="#7dd3fc" strokeWidth="2" markerEnd="url(#pd-arrow)" />
      <path d="M310 35h20" stroke="#7dd3fc" strokeWidth="2" markerEnd="url(#pd-arrow)" />
      <path d="M402 62v34" stroke="#7dd3fc" strokeWidth="2" strokeDasharray="4 4" markerEnd="url(#pd-arrow)" />

      {/* Kubernetes cluster with three nodes */}
      <rect x="8" y="100" width="464" height="196" rx="16" fill="none" stroke="#38bdf8" strokeWidth="1.5" strokeDasharray="6 5" />
      <text x="24" y="124" {...label}>
        Kubernetes cluster
      </text>
      <text x="456" y="124" textAnchor="end" {...small}>
        autoscaled · observed · SLOs
      </text>
      {[
        { x: 24, t: "node 1", s: "API services", tone: "#38bdf8" },
        { x: 176, t: "node 2", s: "workers", tone: "#7dd3fc" },
        { x: 328, t: "node 3", s: "LiveKit SFU", tone: "#5eead4" },
      ].map((n) => (
        <g key={n.t}>
          <rect x={n.x} y="138" width="128" height="142" rx="10" className={box} />
          <text x={n.x + 12} y="158" {...small}>
            {n.t}
          </text>
          <text x={n.x + 12} y="175" {...label}>
            {n.s}
          </text>
          <Pods x={n.x + 12} y={190} n={n.t === "node 3" ? 2 : 6} tone={n.tone} />
        </g>
      ))}
      <rect x="340" y="220" width="104" height="46" rx="8" fill="#5eead4" fillOpacity="0.18" stroke="#5eead4" />
      <text x="392" y="248" textAnchor="middle" {...small} fill="#ccfbf1">
        media routing
      </text>

      {/* Participants of a call, each sending once and receiving the others */}
      {[40, 132, 224, 316].map((x, i) => (
        <g key={x}>
          <path d={`M${x + 24} 352 C ${x + 24} 320, 392 320, 392 268`} fill="none" stroke="#5eead4" strokeWidth="1.5" strokeOpacity="0.7" />
          <circle cx={x + 24} cy="368" r="16" fill="#0b1f3a" stroke="#5eead4" strokeWidth="1.5" />
          <circle cx={x + 24} cy="363" r="5" fill="#5eead4" />
          <path d={`M${x + 14} 378a10 8 0 0 1 20 0`} fill="#5eead4" />
          <text x={x + 48} y="372" {...small}>
            {["host", "guest", "agent", "viewer"][i]}
          </text>
        </g>
      ))}
    </svg>
  );
}
