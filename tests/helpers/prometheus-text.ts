// A strict reader of the Prometheus text exposition format (version 0.0.4), for tests:
// no parser package is installed, and prom-client only writes the format. It throws on
// anything the format does not allow (a malformed line, a label value escaped wrongly,
// a sample before its family's TYPE, a family split in two, a histogram whose buckets
// are not cumulative or whose +Inf bucket is not its count) and returns the families.
// https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  help?: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = ["counter", "gauge", "histogram", "summary", "untyped"] as const;

/** A value as Go's strconv.ParseFloat reads it (what the format specifies): NaN and Inf in any case (prom-client writes "Nan"). */
function parseValue(text: string, where: string): number {
  if (/^[+-]?nan$/i.test(text)) return NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`${where}: not a value: ${JSON.stringify(text)}`);
  return Number(text);
}

/** name{labels} value [timestamp], reading the label values' escapes (\\, \", \n) exactly. */
function parseSample(line: string, where: string): Sample {
  let i = 0;
  while (i < line.length && line[i] !== "{" && line[i] !== " ") i++;
  const name = line.slice(0, i);
  if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name ${JSON.stringify(name)}`);
  const labels: Record<string, string> = {};
  if (line[i] === "{") {
    i++;
    while (line[i] !== "}") {
      const eq = line.indexOf("=", i);
      if (eq < 0) throw new Error(`${where}: label without "="`);
      const label = line.slice(i, eq);
      if (!LABEL_NAME.test(label) || label.startsWith("__")) throw new Error(`${where}: bad label name ${JSON.stringify(label)}`);
      if (label in labels) throw new Error(`${where}: label ${label} twice`);
      if (line[eq + 1] !== '"') throw new Error(`${where}: label value not quoted`);
      let value = "";
      let j = eq + 2;
      for (;;) {
        const c = line[j];
        if (c === undefined) throw new Error(`${where}: unterminated label value`);
        if (c === '"') break;
        if (c === "\\") {
          const next = line[j + 1];
          if (next === "\\") value += "\\";
          else if (next === '"') value += '"';
          else if (next === "n") value += "\n";
          else throw new Error(`${where}: bad escape \\${next ?? ""} in a label value`);
          j += 2;
        } else {
          value += c;
          j++;
        }
      }
      labels[label] = value;
      i = j + 1;
      if (line[i] === ",") i++;
      else if (line[i] !== "}") throw new Error(`${where}: expected "," or "}" after a label`);
    }
    i++;
  }
  if (line[i] !== " ") throw new Error(`${where}: expected a space before the value`);
  const rest = line.slice(i + 1).split(" ");
  if (rest.length > 2 || rest.some((p) => p === "")) throw new Error(`${where}: expected "value [timestamp]"`);
  const value = parseValue(rest[0]!, where);
  if (rest[1] !== undefined && !/^-?\d+$/.test(rest[1])) throw new Error(`${where}: bad timestamp`);
  return { name, labels, value };
}

/** The family a sample belongs to: histograms and summaries add suffixes to their name. */
function familyOf(sample: string, families: Map<string, Family>): Family | undefined {
  const exact = families.get(sample);
  if (exact) return exact;
  for (const suffix of ["_bucket", "_sum", "_count"]) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, -suffix.length));
    if (family && (family.type === "histogram" || (family.type === "summary" && suffix !== "_bucket"))) return family;
  }
  return undefined;
}

function checkHistogram(family: Family) {
  const series = new Map<string, Sample[]>();
  for (const s of family.samples) {
    const { le, ...rest } = s.labels;
    const key = JSON.stringify(rest);
    if (!series.has(key)) series.set(key, []);
    if (s.name === `${family.name}_bucket` && le === undefined) throw new Error(`${family.name}: bucket without le`);
    series.get(key)!.push(s);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name === `${family.name}_bucket`);
    const count = samples.find((s) => s.name === `${family.name}_count`);
    if (!count || !samples.some((s) => s.name === `${family.name}_sum`)) throw new Error(`${family.name}${key}: missing _sum or _count`);
    const inf = buckets.find((b) => b.labels.le === "+Inf");
    if (!inf || inf.value !== count.value) throw new Error(`${family.name}${key}: the +Inf bucket must equal _count`);
    const ordered = buckets.map((b) => ({ le: parseValue(b.labels.le!, family.name), v: b.value })).sort((a, b) => a.le - b.le);
    for (let k = 1; k < ordered.length; k++) {
      if (ordered[k]!.v < ordered[k - 1]!.v) throw new Error(`${family.name}${key}: buckets are not cumulative`);
    }
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (text.length > 0 && !text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  const families = new Map<string, Family>();
  const closed = new Set<string>(); // families whose lines have ended: none may appear again
  const seen = new Set<string>(); // each series once
  let current: Family | undefined;
  const lines = text.split("\n").slice(0, -1);
  lines.forEach((line, n) => {
    const where = `line ${n + 1}`;
    if (line.trim() === "") return;
    const enter = (family: Family) => {
      if (current && current !== family) closed.add(current.name);
      if (closed.has(family.name)) throw new Error(`${where}: ${family.name} appears in two places`);
      current = family;
    };
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ""] = meta;
      if (!METRIC_NAME.test(name!)) throw new Error(`${where}: bad metric name ${name}`);
      let family = families.get(name!);
      if (kind === "TYPE") {
        if (family?.type && family.samples.length > 0) throw new Error(`${where}: TYPE of ${name} after its samples`);
        if (!(TYPES as readonly string[]).includes(rest)) throw new Error(`${where}: unknown type ${rest}`);
        if (family && family.type !== "untyped") throw new Error(`${where}: second TYPE for ${name}`);
        family ??= { name: name!, type: "untyped", samples: [] };
        family.type = rest as Family["type"];
      } else {
        if (family?.help !== undefined) throw new Error(`${where}: second HELP for ${name}`);
        family ??= { name: name!, type: "untyped", samples: [] };
        family.help = rest;
      }
      families.set(name!, family);
      enter(family);
      return;
    }
    if (line.startsWith("#")) return; // a comment
    const sample = parseSample(line, where);
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seen.has(series)) throw new Error(`${where}: ${series} twice`);
    seen.add(series);
    let family = familyOf(sample.name, families);
    if (!family) {
      family = { name: sample.name, type: "untyped", samples: [] };
      families.set(sample.name, family);
    }
    enter(family);
    family.samples.push(sample);
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}
