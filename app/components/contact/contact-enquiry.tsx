// The form card's content: the form, or the confirmation once a message is stored.
// Without JavaScript the server decides (the action redirects to /contact?sent=1);
// with JavaScript the form reports its own success, and "Send another message" brings
// a fresh form with a new signed start time.
import { useState } from "react";
import type { ContactForm } from "../../../common/contact-rules.ts";
import { fetchFormToken } from "../../lib/forms/form-token.ts";
import { ContactFormCard } from "./contact-form.tsx";
import { MessageSent } from "./message-sent.tsx";

export interface ContactEnquiryProps {
  formToken: string;
  /** Where the visit came from as the server saw it (JSON), for a post sent without JavaScript. */
  plainAttribution?: string;
  /** The page was reached through the no-JavaScript post's redirect. */
  sentByServer: boolean;
  serverErrors?: Record<string, string>;
  serverValues?: Partial<ContactForm>;
}

export function ContactEnquiry({ formToken, plainAttribution, sentByServer, serverErrors, serverValues }: ContactEnquiryProps) {
  const [state, setState] = useState({ token: formToken, sent: sentByServer, round: 0, fromServer: sentByServer });

  if (state.sent) {
    // On the redirect's page a link is enough (it works before hydration too).
    if (state.fromServer) return <MessageSent />;
    return (
      <MessageSent
        onSendAnother={async () => {
          // A new start time: the sent message spent the old one (decision 019). If the
          // fetch fails the old one goes again, and that message waits in the desk's spam.
          const token = (await fetchFormToken()) ?? state.token;
          setState((s) => ({ token, sent: false, round: s.round + 1, fromServer: false }));
        }}
      />
    );
  }
  const first = state.round === 0;
  return (
    <ContactFormCard
      key={state.round}
      formToken={state.token}
      plainAttribution={plainAttribution}
      serverErrors={first ? serverErrors : undefined}
      serverValues={first ? serverValues : undefined}
      focusOnMount={!first}
      onSent={() => setState((s) => ({ ...s, sent: true, fromServer: false }))}
    />
  );
}
