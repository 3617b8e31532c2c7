import { Link } from '@mui/material';
import { EMAIL_MAX, EMAIL_PATTERN } from '@passerelle/shared/constants';

/** A company website, which profiles may hold without its scheme (« exemple.fr »). */
export function WebsiteLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {url.replace(/^https?:\/\//i, '')}
    </Link>
  );
}

/**
 * A mail link to `email`, with a subject; null when `email` is not an address. The contact form's
 * address is not checked (SPEC §5): markup or `?bcc=…` must not reach a mail link, where it would
 * add recipients or headers to the staff's reply.
 */
export function mailtoHref(email: string, subject?: string): string | null {
  const address = email.trim();
  if (address.length > EMAIL_MAX || !EMAIL_PATTERN.test(address)) return null;
  return subject === undefined ? `mailto:${address}` : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  const href = mailtoHref(email);
  return href ? <Link href={href}>{email}</Link> : email;
}

export function PhoneLink({ tel }: { tel: string | null | undefined }) {
  return tel ? <Link href={`tel:${tel.replace(/[^+\d]/g, '')}`}>{tel}</Link> : null;
}
