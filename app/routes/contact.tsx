import { useSite } from "../lib/site.ts";

export default function Contact() {
  const site = useSite();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <title>Contact</title>
      <h1 className="text-4xl font-bold">Have a question?</h1>
      <p>We reply within 24 hours.</p>
      <p><a href={`tel:${site.phone}`}>{site.phone}</a> · <a href={`mailto:${site.email}`}>{site.email}</a></p>
      <h2 className="mt-8 text-2xl font-semibold">Send Us a Message</h2>
    </div>
  );
}
