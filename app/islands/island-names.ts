// The islands of the public pages and the moments they wake (docs/decisions/023):
//   idle        when the browser has nothing else to do
//   visible     when the island comes near the viewport
//   interaction at the first pointer, touch or focus inside it
export type IslandName = "chat" | "contact" | "consent" | "booking";
export type IslandTrigger = "idle" | "visible" | "interaction";

/** Set on the island's element once React has hydrated it (tests and the bench wait for it). */
export const ISLAND_READY_ATTRIBUTE = "data-ready";
