// What the contact page's island holds (app/islands/contact.tsx): the form card's
// content and the toast area its sends report to. Rendered by the server inside the
// page, then hydrated alone, so everything it needs comes in its props.
import { ContactEnquiry, type ContactEnquiryProps } from "./contact-enquiry.tsx";
import { Toaster } from "../ui/toaster.tsx";

export type ContactIslandProps = ContactEnquiryProps;

export function ContactIsland(props: ContactIslandProps) {
  return (
    <>
      <ContactEnquiry {...props} />
      <Toaster />
    </>
  );
}
