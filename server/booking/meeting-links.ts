// Signed links a visitor gets for one meeting: the invitation (ics), cancel, reschedule.
// Each names its purpose (a cancel link cannot reschedule), the meeting's sequence (a link
// from before a reschedule is dead once the meeting changed) and, for changes, an expiry
// (the meeting's start: nothing to change after it). HMAC under the form secret, with its
// own label so no form token is ever a valid link.
import crypto from "node:crypto";
import { clock } from "../../common/clock.ts";

export type LinkPurpose = "ics" | "cancel" | "reschedule";

export interface LinkClaims {
  /** The booking's lead reference: random, so a link tells nobody how many meetings there are. */
  ref: string;
  purpose: LinkPurpose;
  sequence: number;
  /** ms; 0: never */
  expiresAt: number;
}

const SHAPE = /^([A-Za-z0-9_-]{12})\.(ics|cancel|reschedule)\.(\d{1,6})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function meetingLinks(secret: string) {
  const mac = (payload: string) => crypto.createHmac("sha256", secret).update(`meeting-link:${payload}`).digest("base64url");
  return {
    sign(c: LinkClaims): string {
      const payload = `${c.ref}.${c.purpose}.${c.sequence}.${c.expiresAt}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The claims of a genuine, unexpired link for this purpose; undefined otherwise. */
    verify(token: unknown, purpose: LinkPurpose): LinkClaims | undefined {
      const m = typeof token === "string" ? SHAPE.exec(token) : null;
      if (!m) return undefined;
      const [, id, p, seq, exp, given] = m as unknown as [string, string, LinkPurpose, string, string, string];
      const expected = mac(`${id}.${p}.${seq}.${exp}`);
      if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
      if (p !== purpose) return undefined;
      const expiresAt = Number(exp);
      if (expiresAt !== 0 && expiresAt <= clock.now()) return undefined;
      return { ref: id, purpose: p, sequence: Number(seq), expiresAt };
    },
  };
}
export type MeetingLinks = ReturnType<typeof meetingLinks>;
