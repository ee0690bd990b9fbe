/**
 * The PRO mark. A plain element drawn like Mantine's filled xs Badge (styles.css, .badge): it sits in
 * the home's cards and the lists' rows, many per first screen, where a Mantine Badge's render cost
 * added up. `role="img"` keeps "Conteúdo PRO" as its accessible name, as before.
 */
export function ProBadge() {
  return (
    <span className="badge badge-pro" role="img" aria-label="Conteúdo PRO">
      PRO
    </span>
  );
}
