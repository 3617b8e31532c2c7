import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';
import './plain.css';

/**
 * What a native modal `<dialog>` needs to follow `open`: `showModal()` and `close()` as it changes, and
 * `onClose` when the browser closes it (Escape) or a click lands on the backdrop. Spread on the element.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onClose: () => {
      if (open) onClose();
    },
    // A click on the backdrop targets the dialog itself (its box is filled by its content).
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === ref.current) onClose();
    },
  };
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to what opened it. One action closes it.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog {...modal} className="pl-dialog" aria-labelledby={titleId}>
      {open && (
        <>
          <h2 id={titleId} className="pl-dialog-title">
            {title}
          </h2>
          <div className="pl-dialog-content">{children}</div>
          <div className="pl-dialog-actions">
            <Button onClick={onClose}>{closeLabel}</Button>
          </div>
        </>
      )}
    </dialog>
  );
}
