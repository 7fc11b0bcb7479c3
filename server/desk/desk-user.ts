// Who is working in the desk: a signed-in person (session cookie) or the API's bearer token.
export interface DeskUser {
  id: number;
  email: string;
  name: string;
  /** An IANA zone (common/time-zone.ts): the desk's times and "today" for this person. */
  timeZone: string;
}

export interface DeskSession {
  user: DeskUser;
  /** Sent back with every change (hidden form field or X-CSRF-Token header). */
  csrfToken: string;
  expiresAt: string;
}

/** How the audit log and the pipeline name whoever acted: a person's e-mail, or "api" for the bearer token. */
export type Actor = string;
