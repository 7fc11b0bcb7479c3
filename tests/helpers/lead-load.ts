// A load of contact-form leads on a running server: a few concurrent senders, each lead with
// a form token fetched as the page does, posting until told to stop. Every lead must be
// answered 201 (the server needs CONTACT_RATE_LIMIT raised and CONTACT_MIN_FILL_MS=0).
import { formTokenFrom } from "./form-token.ts";

/** The leads the server acknowledged: reference (what a visitor gets back) → message. */
export type Acknowledged = Map<string, string>;

export async function postLeads(baseUrl: string, opts: { label: string; senders?: number; each?: number; while?: () => boolean }): Promise<Acknowledged> {
  const acknowledged: Acknowledged = new Map();
  const { senders = 4, each = Number.POSITIVE_INFINITY } = opts;
  const keepGoing = opts.while ?? (() => true);
  const sender = async (n: number) => {
    for (let i = 0; i < each && keepGoing(); i++) {
      const formToken = await formTokenFrom(baseUrl); // a token is spent by its lead
      const message = `${opts.label} ${n}-${i}: please call us about our Kubernetes platform.`;
      const res = await fetch(`${baseUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Load Tester", email: `load${n}@example.org`, message, formToken }),
      });
      if (res.status !== 201) throw new Error(`POST /api/contact answered ${res.status}: ${await res.text()}`);
      acknowledged.set(((await res.json()) as { reference: string }).reference, message);
    }
  };
  await Promise.all(Array.from({ length: senders }, (_, n) => sender(n)));
  return acknowledged;
}
