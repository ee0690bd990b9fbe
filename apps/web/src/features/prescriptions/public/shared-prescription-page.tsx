import { message } from '@vetor/domain/messages';
import type { PublicShare } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { PublicError, PublicLoading, PublicPage } from '../../../components/public/public-page';
import { apiUrl, publicGet } from '../../../lib/public-api';
import { usePublicRead } from '../../../lib/public-read';

// The page the owner opens from the prescription link (no login): the guides to download and the
// handouts, nothing else of the vet's records. Part of the light public entry (public.html).

export function SharedPrescriptionPage({ token }: { token: string }) {
  const share = usePublicRead(() => publicGet<PublicShare>(`/patients/shares/${encodeURIComponent(token)}`), token);
  const d = share.data;
  return (
    <PublicPage title={d ? `Receita de ${d.patientName}` : 'Receita'}>
      {share.isLoading && <PublicLoading />}
      {share.isError && (
        <PublicError text={message(share.errorStatus === 410 ? 'SHARE_LINK_EXPIRED' : 'SHARE_LINK_NOT_FOUND')} />
      )}
      {d && (
        <article data-testid="public-share">
          <h1>Receita de {d.patientName}</h1>
          <p className="pub-dim">
            Enviada por {d.vetName} em {d.date}.
          </p>
          {d.files.map((f) => (
            <div key={f.page} className="pub-card">
              <a
                className="pub-button"
                href={`${apiUrl(f.url)}?download=true`}
                download={f.name}
                data-testid="public-file"
              >
                Baixar {f.name}
              </a>
            </div>
          ))}
          {d.clinicalHandouts.length > 0 && (
            <section className="pub-card">
              <h2>Orientações do veterinário</h2>
              <ul>
                {d.clinicalHandouts.map((h) => (
                  <li key={h.id}>
                    {/* The same link opens each handout the vet chose (the handout page of the light entry). */}
                    <a
                      href={`/shared/handouts/${encodeURIComponent(token)}/${encodeURIComponent(h.id)}`}
                      data-testid="public-share-handout"
                    >
                      {h.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="pub-dim">
            {message('CONTROLLED_DRUGS_NOTE')} Em caso de dúvida, fale com o veterinário que atendeu o seu animal.
          </p>
        </article>
      )}
    </PublicPage>
  );
}
