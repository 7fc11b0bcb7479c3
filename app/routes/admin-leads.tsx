// The lead inbox for the firm's sales people: asks for the admin token, then lists
// leads newest first from /api/admin/leads (filters, paging, CSV download). Not indexed.
import { useEffect, useState, type FormEvent } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin-leads";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { leadFlagText } from "../../common/lead-flags.ts";

// Without ADMIN_TOKEN the inbox does not exist.
export function loader({ context }: Route.LoaderArgs) {
  if (!context.adminEnabled) throw data(null, { status: 404 });
  return null;
}

interface Lead {
  id: number;
  created_at: string;
  source: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  spam: boolean;
  flag: string | null;
  fill_ms: number | null;
  delivery_state: string;
}

const TOKEN_KEY = "admin-token";
const PAGE_SIZE = 25;

export default function AdminLeads() {
  const [token, setToken] = useState<string | null>(null);
  const [source, setSource] = useState("");
  const [spam, setSpam] = useState("false");
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ total: number; leads: Lead[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setToken(sessionStorage.getItem(TOKEN_KEY));
  }, []);

  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(source && { source }), ...(spam && { spam }) });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    setLoading(true);
    fetch(`/api/admin/leads?${query}`, { headers: { Authorization: `Bearer ${token}` } })
      .then(async (res) => {
        if (res.status === 401) {
          sessionStorage.removeItem(TOKEN_KEY);
          if (!cancelled) (setToken(null), setError("That token was not accepted."));
          return;
        }
        if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
        const body = await res.json();
        if (!cancelled) (setResult(body), setError(null));
      })
      .catch((err: Error) => !cancelled && setError(err.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [token, query.toString()]);

  async function downloadCsv() {
    const res = await fetch(`/api/admin/leads?format=csv${source ? `&source=${source}` : ""}${spam ? `&spam=${spam}` : ""}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement("a"), { href: url, download: "leads.csv" });
    a.click();
    URL.revokeObjectURL(url);
  }

  function signIn(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get("token") ?? "").trim();
    if (!value) return;
    sessionStorage.setItem(TOKEN_KEY, value);
    setError(null);
    setToken(value);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageMeta title="Leads" description="The lead inbox." canonicalPath="/admin/leads" noindex />
      <h1 className="text-3xl font-bold text-slate-900">Leads</h1>
      {!token ? (
        <form onSubmit={signIn} className="mt-6 max-w-md space-y-3">
          <label htmlFor="admin-token" className="block text-sm font-medium text-slate-800">Admin token</label>
          <input id="admin-token" name="token" type="password" autoComplete="current-password" className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
          {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
          <button type="submit" className="rounded-lg bg-[#0f4f95] px-5 py-2.5 font-semibold text-white hover:bg-[#0b3d74]">Show leads</button>
        </form>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-4">
            <label className="text-sm text-slate-700">
              Source
              <select value={source} onChange={(e) => (setSource(e.target.value), setPage(1))} className="mt-1 block rounded-lg border border-slate-300 px-3 py-2">
                <option value="">All</option>
                <option value="contact">Contact form</option>
                <option value="chat">Chat</option>
              </select>
            </label>
            <label className="text-sm text-slate-700">
              Spam
              <select value={spam} onChange={(e) => (setSpam(e.target.value), setPage(1))} className="mt-1 block rounded-lg border border-slate-300 px-3 py-2">
                <option value="false">Not spam</option>
                <option value="true">Spam only</option>
                <option value="">All</option>
              </select>
            </label>
            <button type="button" onClick={downloadCsv} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">Download CSV</button>
            <button type="button" onClick={() => (sessionStorage.removeItem(TOKEN_KEY), setToken(null), setResult(null))} className="text-sm text-slate-600 underline">Sign out</button>
          </div>
          {error ? <p role="alert" className="mt-4 text-red-700">{error}</p> : null}
          {loading && !result ? <p className="mt-6 text-slate-600">Loading leads…</p> : null}
          {result ? (
            <>
              <p className="mt-6 text-sm text-slate-600">{result.total} leads</p>
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
                {result.leads.map((l) => (
                  <li key={l.id} className="p-4">
                    <p className="font-semibold text-slate-900">
                      {l.name} <a href={`mailto:${l.email}`} className="font-normal text-[#0f4f95] underline">{l.email}</a>
                      {l.company ? <span className="font-normal text-slate-600"> · {l.company}</span> : null}
                    </p>
                    <p className="mt-1 text-xs text-slate-500">
                      #{l.id} · {new Date(l.created_at).toLocaleString("en-US")} · {l.source} · {l.delivery_state}{l.spam ? " · spam" : ""}
                    </p>
                    {l.flag ? (
                      // Held leads are not delivered: the firm sees them here, with the reason.
                      <p data-testid="lead-flag" className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-medium ${l.spam ? "bg-slate-100 text-slate-700" : "bg-amber-100 text-amber-900"}`}>
                        {leadFlagText(l.flag, l.fill_ms)}
                      </p>
                    ) : null}
                    <p className="mt-2 whitespace-pre-wrap text-slate-800">{l.message}</p>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex gap-3">
                <button type="button" disabled={page === 1} onClick={() => setPage((p) => p - 1)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm disabled:opacity-40">Newer</button>
                <button type="button" disabled={page * PAGE_SIZE >= result.total} onClick={() => setPage((p) => p + 1)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm disabled:opacity-40">Older</button>
              </div>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
