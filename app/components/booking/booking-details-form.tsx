// The details for one chosen time: what the meeting is about, then name, e-mail and
// company. A plain form post (post, redirect, get); field errors come back from the server
// beside their fields and in a summary that takes the focus's place at the top. The
// calendar island sends the same form as JSON (onSubmit) and passes the API's errors in.
import type { FormEvent } from "react";
import { BOOKING_NEEDS } from "../../../common/booking-fields.ts";
import { FORM_TOKEN_FIELD } from "../../../common/contact-fields.ts";
import { HoneypotField } from "../widgets/honeypot-field.tsx";
import { bookPath } from "./booking-choice.ts";

const inputClass =
  "mt-1.5 block w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-red-600";

export interface BookingValues {
  name?: string;
  email?: string;
  company?: string;
  need?: string;
  message?: string;
}

export function BookingDetailsForm(props: {
  start: string;
  timeZone: string;
  formToken: string;
  attribution: string;
  values?: BookingValues;
  errors?: Record<string, string>;
  /** The meeting type and person chosen without JavaScript (booking-choice.ts): posted with the booking. */
  choice?: Record<string, string>;
  /** The calendar island's own send; without it the browser posts the form. */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  sending?: boolean;
}) {
  const { values = {}, errors = {}, choice = {} } = props;
  const field = (name: keyof BookingValues, label: string, opts: { type?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <div>
      <label htmlFor={`book-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
        {opts.optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      <input
        id={`book-${name}`}
        name={name}
        type={opts.type ?? "text"}
        autoComplete={opts.autoComplete}
        required={!opts.optional}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `book-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] ? (
        <p id={`book-${name}-error`} className="mt-1.5 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const problems = Object.entries(errors);
  return (
    // The time, zone and choice ride in the address too, so the page that answers a refused post shows them again.
    <form
      method="post"
      action={`${bookPath(props.timeZone, choice, { slot: props.start })}#details`}
      className="space-y-5"
      noValidate
      onSubmit={props.onSubmit}
    >
      {problems.length > 0 ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">Please correct the following:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {problems.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What should we talk about?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {BOOKING_NEEDS.map((need) => (
            <label
              key={need.value}
              className="flex items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-checked:border-brand has-checked:bg-sky-50"
            >
              <input
                type="radio"
                name="need"
                value={need.value}
                defaultChecked={(values.need ?? "kubernetes") === need.value}
                className="h-4 w-4 accent-brand"
              />
              {need.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="book-message" className="block text-sm font-medium text-slate-800">
          A line or two about it <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="book-message"
          name="message"
          rows={3}
          defaultValue={values.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "book-message-error" : undefined}
          className={inputClass}
        />
        {errors.message ? (
          <p id="book-message-error" className="mt-1.5 text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name", "Name", { autoComplete: "name" })}
        {field("email", "Work e-mail", { type: "email", autoComplete: "email" })}
      </div>
      {field("company", "Company", { autoComplete: "organization", optional: true })}
      <HoneypotField id="book-website" />
      <input type="hidden" name="start" value={props.start} />
      <input type="hidden" name="timeZone" value={props.timeZone} />
      {Object.entries(choice).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={props.formToken} />
      <input type="hidden" name="attribution" value={props.attribution} />
      <button
        type="submit"
        disabled={props.sending}
        className="inline-flex w-full items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-dark disabled:opacity-70 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand sm:w-auto"
      >
        {props.sending ? "Booking…" : "Confirm booking"}
      </button>
    </form>
  );
}
