import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(async () => {
  const [{ ContactForm: Form }, { QueryScope }, { MuiScope }] = await Promise.all([
    import('./contact-form'),
    import('../../../lib/query-scope'),
    import('../../../lib/mui-scope'),
  ]);
  return {
    default: () => (
      <MuiScope>
        <QueryScope>
          <Form />
        </QueryScope>
      </MuiScope>
    ),
  };
});

/**
 * The contact form sits at the bottom of the landing page: its code (form library, schemas) loads when
 * the visitor comes near it, so the first screen stays light (issue 3 budget: ≤ 150 KB of JavaScript). The
 * page itself is plain (issue 20): the form, built with MUI, brings MUI's theme with it.
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

  const placeholder = <div aria-hidden className="landing-contact-placeholder" />;
  return (
    <div ref={anchor} style={{ minHeight: 330 }}>
      {visible ? <Suspense fallback={placeholder}>{<ContactForm />}</Suspense> : placeholder}
    </div>
  );
}
