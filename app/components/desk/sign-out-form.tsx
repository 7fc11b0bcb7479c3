// The sign-out button for the desk's header: a plain POST to /admin/sign-out with the
// session's CSRF token, so it works with and without JavaScript.
import { Form } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";

export function SignOutForm({ csrf, className }: { csrf: string; className?: string }) {
  return (
    <Form method="post" action="/admin/sign-out">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <button
        type="submit"
        className={
          className ??
          "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
        }
      >
        Sign out
      </button>
    </Form>
  );
}
