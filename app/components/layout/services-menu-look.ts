// Shared by the placeholder and the Radix menu, so the swap between them cannot be seen.
export const menuLabel = "Services menu";
export const triggerClass =
  "group -ml-1 rounded-md p-1.5 text-slate-600 hover:text-[#0f4f95] focus-visible:outline-2 focus-visible:outline-[#0f4f95]";
export const chevronClass = "h-4 w-4 transition group-data-[state=open]:rotate-180 motion-reduce:transition-none";
/** Which part of the placeholder had the keyboard focus when it was swapped out. */
export type FocusedPart = "link" | "trigger" | null;
