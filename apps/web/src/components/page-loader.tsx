import './plain/plain.css';

/** The page is on its way: a spinner with a text for screen readers and humans. Plain: shown before MUI loads. */
export function PageLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div role="status" className="pl-loader">
      <div className="pl-loader-inner">
        <span className="pl-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
