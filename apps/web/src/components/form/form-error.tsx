import { Icon } from '../plain/icons';
import '../plain/plain.css';

/**
 * A failed call, as SPEC §8 shows it in forms: a red line with an exclamation icon, announced. Plain
 * (no MUI), so the sign-in screens can show it; the MUI screens use it as well.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="pl-form-error">
      <Icon name="errorFilled" size={20} />
      <span>{message}</span>
    </div>
  );
}
