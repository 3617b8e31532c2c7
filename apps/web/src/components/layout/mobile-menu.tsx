import { paths } from '@passerelle/shared/paths';
import { Link as RouterLink } from 'react-router';
import { useModalDialog } from '../plain/dialog';
import '../plain/plain.css';
import { PUBLIC_LINKS } from './public-links';

/**
 * The public header's menu on a phone: a panel on the right, on the native modal `<dialog>` (the page
 * behind is inert, Escape or a click outside closes it, focus returns to the menu button).
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const modal = useModalDialog(open, onClose);
  return (
    <dialog
      {...modal}
      className="pl-drawer"
      aria-label="Menu"
      // A link followed: the menu has done its job (the backdrop closes it too).
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) onClose();
      }}
    >
      <nav aria-label="Menu">
        <ul>
          {[...PUBLIC_LINKS, { label: 'Connexion', to: paths.login }, { label: 'Inscription', to: paths.register }].map(
            (link) => (
              <li key={link.label}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </dialog>
  );
}
