// The consent banner (only on a site with GA_MEASUREMENT_ID): nothing of it is in the
// HTML, so it mounts with a root of its own when the browser is idle.
import { createRoot } from "react-dom/client";
import ConsentBanner from "../components/consent-banner.tsx";
import { ISLAND_READY_ATTRIBUTE } from "./island-names.ts";

export function mount(root: HTMLElement, props: { measurementId: string }): void {
  createRoot(root).render(<ConsentBanner measurementId={props.measurementId} path={location.pathname + location.search} />);
  root.parentElement!.setAttribute(ISLAND_READY_ATTRIBUTE, "");
}
