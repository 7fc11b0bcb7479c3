// The site's button looks, for <Link>, <a> and <button> alike (shadcn/ui's idea, as
// plain class strings: no runtime, nothing to hydrate).
const base = "inline-flex items-center gap-2 rounded-lg font-semibold transition-colors";
const variants = {
  primary: "bg-brand text-white hover:bg-brand-dark",
  outline: "text-brand ring-1 ring-brand hover:bg-sky-50",
  inverse: "bg-white text-brand shadow hover:bg-sky-50",
};
const sizes = { md: "px-5 py-3", sm: "px-4 py-2 text-sm" };

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
