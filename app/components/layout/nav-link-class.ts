// Header looks shared by every control in it, so they all show the same focus ring.
// blue-600 keeps a 3:1 contrast on the white bar and on the navy top bar alike (WCAG 1.4.11).
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

// Header link style; NavLink marks the active one (by path prefix, '/' only exactly).
// One line always: the header must never wrap a label (issue 11).
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${focusRing} ${
    isActive ? "text-brand bg-sky-50" : "text-slate-700 hover:text-brand"
  }`;
