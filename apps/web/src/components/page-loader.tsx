/**
 * A screen's spinner while its code or data loads: plain elements (styles.css, .page-loader), as it is
 * on the first screen of every start.
 */
export function PageLoader({ label = 'Carregando', height = '50vh' }: { label?: string; height?: string }) {
  return (
    <div className="page-loader" style={{ height }} aria-busy="true">
      <span className="spinner" role="img" aria-label={label} />
    </div>
  );
}
