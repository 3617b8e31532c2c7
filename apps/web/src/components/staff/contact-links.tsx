import { Link } from '@mui/material';

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

export function EmailLink({ email }: { email: string | null | undefined }) {
  return email ? <Link href={`mailto:${email}`}>{email}</Link> : null;
}

export function PhoneLink({ tel }: { tel: string | null | undefined }) {
  return tel ? <Link href={`tel:${tel.replace(/[^+\d]/g, '')}`}>{tel}</Link> : null;
}
