import { message } from '@vetor/domain/messages';
import type { Validation } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { PublicError, PublicLoading, PublicPage } from '../../../components/public/public-page';
import { publicGet } from '../../../lib/public-api';
import { usePublicRead } from '../../../lib/public-read';

// The pharmacy's check (no login), opened by the QR code or the short code printed on each guide:
// the vet, CRMV, date, patient and items of that prescription, and, for signed guides, whether the
// digital signature still verifies against the files the server serves. Part of the light public entry.

export function ValidationPage({ code }: { code: string }) {
  const v = usePublicRead(
    () => publicGet<Validation>(`/patients/prescriptions/validations/${encodeURIComponent(code)}`),
    code,
  );
  const d = v.data;
  return (
    <PublicPage title="Validação de receita">
      {v.isLoading && <PublicLoading />}
      {v.isError && <PublicError text={message('VALIDATION_CODE_NOT_FOUND')} />}
      {d && (
        <article data-testid="validation">
          <h1>
            <span aria-hidden="true">✓ </span>Receita autêntica
          </h1>
          <p>
            Código <strong>{d.code}</strong> emitido pelo Vetor.
          </p>
          <div className="pub-card">
            <dl className="pub-facts">
              <dt>Veterinário(a):</dt>
              <dd>
                {d.vetName} — {d.crmv}
              </dd>
              <dt>Data:</dt>
              <dd>
                {d.date}{' '}
                <span className={d.shared ? 'pub-badge' : 'pub-badge pub-grey'}>
                  {d.shared ? 'Enviada ao tutor' : 'Ainda não enviada'}
                </span>
              </dd>
              <dt>Paciente:</dt>
              <dd>
                {d.patient.name} ({d.patient.species})
              </dd>
            </dl>
          </div>
          {d.signature && <SignatureCard signature={d.signature} />}
          <section className="pub-card">
            <h2>Itens prescritos</h2>
            <ul>
              {d.items.map((i, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items are listed in their printed order
                <li key={n}>
                  <span className="pub-badge pub-grey">Receita {i.guide}</span>{' '}
                  <strong>
                    {i.name} {i.quantity ? `— ${i.quantity}` : ''}
                  </strong>
                  <br />
                  {i.posology}
                </li>
              ))}
            </ul>
          </section>
        </article>
      )}
    </PublicPage>
  );
}

function SignatureCard({ signature }: { signature: NonNullable<Validation['signature']> }) {
  return (
    <section className="pub-card" data-testid="signature">
      <h2>Assinatura digital</h2>
      <p>
        Assinado digitalmente por <strong>{signature.signer}</strong> em {signature.signedAt}.{' '}
        <span className={signature.valid ? 'pub-badge' : 'pub-badge pub-red'}>
          {signature.valid ? 'Assinatura válida' : 'Assinatura inválida'}
        </span>
      </p>
      <p>
        {signature.valid
          ? 'O arquivo guardado pelo Vetor é o mesmo que foi assinado, byte a byte (certificado ICP-Brasil A1).'
          : 'O arquivo guardado não corresponde ao que foi assinado: não aceite esta receita sem confirmar com o veterinário.'}
      </p>
    </section>
  );
}
