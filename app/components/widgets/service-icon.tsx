// SPEC 3: service icons by name; an unknown icon falls back to server.
import { BarChart3, Cloud, Code, Cpu, Database, GitBranch, LayoutGrid, LineChart, Lock, Network, Server, Shield, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  server: Server,
  cloud: Cloud,
  shield: Shield,
  gitbranch: GitBranch,
  layoutgrid: LayoutGrid,
  barchart: BarChart3,
  code: Code,
  cpu: Cpu,
  network: Network,
  linechart: LineChart,
  lock: Lock,
  database: Database,
};

export function iconFor(name: string): LucideIcon {
  return icons[name.toLowerCase()] ?? Server;
}

export function ServiceIcon({ name, className = "h-6 w-6" }: { name: string; className?: string }) {
  const Icon = iconFor(name);
  return <Icon aria-hidden="true" className={className} data-icon={Icon === Server && name !== "server" ? "server-fallback" : name} />;
}
