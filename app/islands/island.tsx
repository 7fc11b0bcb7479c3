// The server's half of an island (docs/decisions/023): the component is rendered into
// the page with the rest of the document, inside a wrapper that tells the browser's
// loader (loader.ts) which island it is and when to wake it. Props travel beside it as a
// JSON data block, which CSP does not treat as a script. The wrappers are
// `display: contents`, so they change no layout.
import type { ReactNode } from "react";
import type { IslandName, IslandTrigger } from "./island-names.ts";

/** JSON that is safe inside a <script> element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

interface Props {
  name: IslandName;
  when: IslandTrigger;
  props?: object;
  /** The server-rendered markup the browser hydrates; none for an island that only mounts. */
  children?: ReactNode;
}

export function Island({ name, when, props, children }: Props) {
  return (
    <div data-island={name} data-when={when} className="contents">
      {props ? <script type="application/json" dangerouslySetInnerHTML={{ __html: inlineJson(props) }} /> : null}
      <div className="contents">{children}</div>
    </div>
  );
}
