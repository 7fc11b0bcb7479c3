// A form whose changes are lost unless saved (the lead's pipeline: status, owner, next
// action; a person's availability) warns before the page is left: a link in the app is held by React Router's
// blocker and asks "Leave without saving?"; closing the tab or typing another address gets
// the browser's own beforeunload question. Saving the form itself is never blocked.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useBlocker, useNavigation } from "react-router";

/** The form's fields, as they would be posted. */
function fieldsOf(form: HTMLFormElement): string {
  return new URLSearchParams([...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "csrf")).toString();
}

/**
 * `saved` names the values last saved (they change when a save reloads the page): the
 * form is clean again then. Spread `formProps` on the form, and key the form on `saved` too,
 * so its fields show what was saved.
 */
export function useUnsavedChanges(saved: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef<string | null>(null);
  const submitting = useRef(false);
  const [dirty, setDirty] = useState(false);
  const idle = useNavigation().state === "idle";

  useEffect(() => {
    if (formRef.current) initial.current = fieldsOf(formRef.current);
    setDirty(false);
  }, [saved]);
  useEffect(() => {
    if (idle) submitting.current = false; // a save refused (400) leaves the change unsaved
  }, [idle]);
  // After every render too: an edit made in place by a button (add a stretch, remove a day off) fires no change event.
  // It settles: setting the same value again renders nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose without deps: the form's fields are the input
  useEffect(() => {
    if (formRef.current && initial.current !== null) setDirty(fieldsOf(formRef.current) !== initial.current);
  });

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname);

  // Whether the browser should ask, true only while this form is on the page and changed:
  // set and cleared in a layout effect, which runs as the page changes, whereas a plain
  // effect's cleanup may come a moment after the next page is shown, and a page left in
  // that moment would still ask.
  const warnOnLeave = useRef(false);
  useLayoutEffect(() => {
    warnOnLeave.current = dirty;
    return () => {
      warnOnLeave.current = false;
    };
  }, [dirty]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!warnOnLeave.current || submitting.current) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers ask only when this is set
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const formProps = {
    ref: formRef,
    onChange: (event: FormEvent<HTMLFormElement>) => setDirty(initial.current !== null && fieldsOf(event.currentTarget) !== initial.current),
    onSubmit: () => {
      submitting.current = true;
    },
  };
  return { formProps, blocker };
}

/** "Leave without saving?" while the blocker holds a navigation; `message` says what was changed. */
export function UnsavedChangesDialog({ blocker, message }: { blocker: ReturnType<typeof useBlocker>; message: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (blocked && !d.open) d.showModal();
    if (!blocked && d.open) d.close();
  }, [blocked]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="unsaved-heading"
      onCancel={() => blocker.reset?.()}
      className="m-auto max-w-sm rounded-lg p-5 shadow-xl ring-1 ring-slate-300 backdrop:bg-slate-900/40"
    >
      <h2 id="unsaved-heading" className="font-semibold text-slate-900">
        Leave without saving?
      </h2>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => blocker.reset?.()}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Stay and save
        </button>
        <button
          type="button"
          onClick={() => blocker.proceed?.()}
          className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
