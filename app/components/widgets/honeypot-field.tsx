// The spam trap's honeypot (server/leads/screening.ts): a field hidden from people and
// assistive technology, that bots fill in. Every enquiry form carries the same one.
import type { Ref } from "react";
import { HONEYPOT_FIELD } from "../../../common/contact-fields.ts";

export function HoneypotField({ id, ref }: { id?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
