import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(async () => {
  const [{ ContactForm: Form }, { QueryScope }] = await Promise.all([
    import('./contact-form'),
    import('../../../lib/query-scope'),
  ]);
  return {
    default: () => (
      <QueryScope>
        <Form />
      </QueryScope>
    ),
  };
});

/**
 * The contact form sits at the bottom of the landing page: its code (form library, schemas) loads when
 * the visitor comes near it, so the first screen stays light (issue 3 budget: ≤ 150 KB of JavaScript).
 */
export function LazyContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    if (!('IntersectionObserver' in window) || window.location.hash === '#contact') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const placeholder = <Box aria-hidden sx={{ height: 330, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return (
    <Box ref={anchor} sx={{ minHeight: 330 }}>
      {visible ? <Suspense fallback={placeholder}>{<ContactForm />}</Suspense> : placeholder}
    </Box>
  );
}
