// Header link style; NavLink marks the active one (by path prefix, '/' only exactly).
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-[#0f4f95] bg-sky-50" : "text-slate-700 hover:text-[#0f4f95]"
  }`;
