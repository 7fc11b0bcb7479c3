// The site's one stylesheet travels inside the HTML, so a phone paints the page as soon
// as the HTML arrives instead of after one more round trip (docs/decisions/008).
// The server reads the built file (stylesheet-text.server.ts); the browser keeps the
// <style> it was sent. Where no text is at hand (development), the page links the file.
import { createContext, useContext, useState } from "react";

const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined);
export const StylesheetTextProvider = StylesheetTextContext.Provider;

export function InlineStylesheet({ href }: { href: string }) {
  const readOnServer = useContext(StylesheetTextContext);
  // Read once: on the server from the build, in the browser from the server's <style>.
  const [text] = useState(() =>
    typeof document === "undefined" ? readOnServer(href) : (document.querySelector(`style[data-href="${href}"]`)?.textContent ?? undefined),
  );
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}
