import { formatIsoDate } from '@passerelle/shared/dates';
import { Dialog } from '../../../components/plain/dialog';
import { TERMS_DATE, TERMS_SECTIONS, TERMS_VERSION } from '../../../lib/legal-terms';

/**
 * The terms (lib/legal-terms.ts, versioned, also the public page /cgu) in a modal dialog (plain, native
 * <dialog>): focus stays inside, Escape or « J’ai compris » closes.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Conditions générales d’utilisation" closeLabel="J’ai compris">
      <div className="pl-terms">
        <p>
          Version {TERMS_VERSION} du {formatIsoDate(TERMS_DATE)}
        </p>
        {TERMS_SECTIONS.map(([title, text]) => (
          <section key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
