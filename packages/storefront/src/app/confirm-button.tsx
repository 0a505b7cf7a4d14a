/**
 * A button that asks in a native modal <dialog> before it posts its form: the confirm button posts
 * `fields` to the page's action; "Go back" is a form of method dialog, so it and Escape close the
 * dialog alike and the keyboard returns to the button. Used where a change cannot be taken back in
 * one step (the operations console's approvals, removing a member of a shop's team).
 */
import { useId, useRef } from 'react';
import { Form } from 'react-router';

export function ConfirmButton({
  label,
  question,
  detail,
  confirm,
  fields,
  quiet = false,
}: {
  label: string;
  question: string;
  detail: string;
  confirm: string;
  fields: Record<string, string>;
  /** A secondary button on the page (the dialog's own confirm button stays primary). */
  quiet?: boolean;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={quiet ? 'ts-button ts-button--quiet' : 'ts-button'} onClick={() => dialogRef.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialogRef} className="sf-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>{question}</h2>
        <p id={`${id}-text`}>{detail}</p>
        <div className="sf-dialog__actions">
          <Form method="post" onSubmit={() => dialogRef.current?.close()}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="ts-button">
              {confirm}
            </button>
          </Form>
          <form method="dialog">
            <button type="submit" className="ts-button ts-button--quiet">
              Go back
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
