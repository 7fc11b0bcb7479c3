// A booking's choices and the firm's zone, apart from the zod schema (booking-schema.ts)
// so that the booking calendar island, which shows them, does not pull zod into the browser.
/** What a visitor may say the meeting is about (the list; "other" says it in the text). */
export const BOOKING_NEEDS = [
  { value: "kubernetes", label: "Kubernetes" },
  { value: "livekit-webrtc", label: "LiveKit / WebRTC" },
  { value: "devops-sre", label: "DevOps / SRE" },
  { value: "cloud-migration", label: "Cloud migration" },
  { value: "other", label: "Something else" },
] as const;
export type BookingNeed = (typeof BOOKING_NEEDS)[number]["value"];
export const needLabel = (value: string) => BOOKING_NEEDS.find((n) => n.value === value)?.label ?? value;

/** India time: the firm's own zone, shown beside the visitor's and the no-JavaScript default. */
export const FIRM_TIME_ZONE = "Asia/Kolkata";
