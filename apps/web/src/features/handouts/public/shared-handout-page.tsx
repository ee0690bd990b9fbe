import { HANDOUT_TYPE_LABELS } from '@vetor/domain/handouts/handout-types';
import type { PublicHandout } from '@vetor/domain/handouts/handouts.schemas';
import { message } from '@vetor/domain/messages';
import { PlainSections } from '../../../components/public/plain-sections';
import { PublicError, PublicLoading, PublicPage } from '../../../components/public/public-page';
import { apiUrl, publicGet } from '../../../lib/public-api';
import { usePublicRead } from '../../../lib/public-read';

// The page the owner opens from the link (docs/product/calculators-patients-prescriptions-management.md §2 shared clinical handout view, no login): the
// handout greeting the owner and naming the animal, the posology of a prescribed drug, the other
// handouts of the share and the vet's name, CRMV and contact; printable. Part of the light public
// entry (public.html), not of the app: it is what owners open on a phone over mobile data.

const path = (handoutId: string, shareId: string) =>
  `/patients/handouts/${encodeURIComponent(handoutId)}?shareId=${encodeURIComponent(shareId)}`;

export function SharedHandoutPage({ shareId, handoutId }: { shareId: string; handoutId: string }) {
  const page = usePublicRead(() => publicGet<PublicHandout>(path(handoutId, shareId)), `${shareId}/${handoutId}`);
  const d = page.data;
  return (
    <PublicPage title={d?.handout.name ?? 'Orientações'}>
      {page.isLoading && <PublicLoading />}
      {page.isError && <PublicError text={message('SHARE_LINK_NOT_FOUND')} />}
      {d && (
        <article data-testid="public-handout">
          <p>
            Olá, {d.ownerFirstName}! Estas são as orientações para os cuidados com <strong>{d.patientName}</strong>.
          </p>
          <p className="pub-kicker">{HANDOUT_TYPE_LABELS[d.handout.content_type]}</p>
          <h1>{d.handout.name}</h1>
          {d.posology && (
            <div className="pub-card pub-note" data-testid="public-handout-posology">
              <p>
                <strong>Como dar a {d.patientName}, conforme a receita:</strong>
              </p>
              <p style={{ whiteSpace: 'pre-line' }}>{d.posology}</p>
            </div>
          )}
          <PlainSections sections={d.handout.sections} references={d.handout.references} />
          {d.handouts.length > 1 && (
            <nav className="pub-card no-print" aria-labelledby="outras">
              <h2 id="outras">Outras orientações enviadas</h2>
              <ul>
                {d.handouts
                  .filter((h) => h.id !== d.handout.id)
                  .map((h) => (
                    <li key={h.id}>
                      <a href={`/shared/handouts/${encodeURIComponent(shareId)}/${encodeURIComponent(h.id)}`}>
                        {h.name}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          )}
          <footer className="pub-card" data-testid="public-handout-vet">
            <p>
              <strong>{d.vet.name}</strong>
              <br />
              Médico(a)-veterinário(a) · {d.vet.crmv}
            </p>
            {d.vet.email && (
              <p>
                E-mail: <a href={`mailto:${d.vet.email}`}>{d.vet.email}</a>
              </p>
            )}
            {d.vet.phone && (
              <p>
                Telefone: <a href={`tel:${d.vet.phone}`}>{d.vet.phone}</a>
              </p>
            )}
            <p className="pub-dim">
              Enviado em {d.date}. Em caso de dúvida, fale com o veterinário que atendeu o seu animal.
            </p>
          </footer>
          <div className="pub-actions no-print">
            <button type="button" className="pub-button" onClick={() => window.print()}>
              Imprimir
            </button>
            <a
              className="pub-button pub-light"
              href={apiUrl(
                `/patients/handouts/${encodeURIComponent(handoutId)}/pdf?shareId=${encodeURIComponent(shareId)}`,
              )}
              data-testid="public-handout-pdf"
            >
              Baixar PDF
            </a>
          </div>
        </article>
      )}
    </PublicPage>
  );
}
