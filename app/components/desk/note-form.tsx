// "Add note". The form carries an idempotency key made for this render (the loader's
// noteKey): a double click or a resubmitted post adds the note once. Keyed on it, the form
// is made anew when the page reloads after a note, so the box is empty again.
import { Form } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { NOTE_MAX } from "../../../common/lead-update.ts";

export function NoteForm({ csrf, noteKey, busy, className }: { csrf: string; noteKey: string; busy: boolean; className: string }) {
  return (
    <Form key={noteKey} method="post" className="mt-3">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="noteKey" value={noteKey} />
      <label htmlFor="note" className="sr-only">
        New note
      </label>
      <textarea
        id="note"
        name="note"
        required
        maxLength={NOTE_MAX}
        rows={3}
        placeholder="What happened, what was agreed, what comes next…"
        className={className}
      />
      <button
        type="submit"
        disabled={busy}
        className="mt-2 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
      >
        Add note
      </button>
    </Form>
  );
}
