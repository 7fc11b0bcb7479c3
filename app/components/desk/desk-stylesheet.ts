// The desk's own stylesheet (app/desk.css), for the links export of every desk page:
// the public pages' inline sheet leaves the desk's utilities out (decision 025).
import deskCss from "../../desk.css?url";

export const deskStylesheet = { rel: "stylesheet", href: deskCss } as const;
export const deskLinks = () => [deskStylesheet];
