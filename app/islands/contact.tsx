// The contact form island (/contact), hydrated when the form comes into view. Its toasts
// live in the same root.
import { ContactIsland, type ContactIslandProps } from "../components/contact/contact-island.tsx";
import { hydrateIsland } from "./hydrate.tsx";

export function mount(root: HTMLElement, props: ContactIslandProps): void {
  hydrateIsland(root, <ContactIsland {...props} />);
}
