import { Alert, Anchor, Button, Card, CopyButton, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { message } from '@vetor/domain/messages';
import type { Owner } from '@vetor/domain/patients/patients.schemas';
import { SHARE_LINK_DAYS, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { SHARE_TYPE, type ShareType } from '@vetor/domain/platform/enums';
import { repeatPages } from '@vetor/domain/prescriptions/prescriptions.rules';
import { handoutsForPrescription } from '@vetor/domain/prescriptions/share-handouts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  extendPrescriptionShare,
  revokePrescriptionShare,
  usePrescriptionShares,
} from '../../../components/patients/api/prescription-shares';
import { OwnerWizard } from '../../../components/patients/owner-wizard';
import { showAlert } from '../../../lib/alerts';
import { alertError } from '../../../lib/api';
import { confirm, withLoading } from '../../../lib/dialogs';
import { useHandouts } from '../../../lib/handouts-api';
import { generateFiles } from '../api/generate-files';
import { getGuideFile } from '../api/get-guide-file';
import { getPrescription, usePrescription } from '../api/get-prescription';
import { sharePrescription } from '../api/share-prescription';
import { SafetyAcknowledgementCard } from '../components/safety-panel';
import { type HandoutRef, ShareDialog } from '../components/share-dialog';
import { TemplateActions } from '../components/template-actions';
import { draftStore } from '../draft-store';

// The summary /prescriptions/{id} (docs/product/calculators-patients-prescriptions-management.md §2): the guides in a viewer (one tab each), Back /
// Continue before sharing, Repeat prescription / Share after; the share dialog and its options.

const PdfViewer = lazy(() => import('../components/pdf-viewer'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function download(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

function printBlob(blob: Blob) {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = URL.createObjectURL(blob);
  frame.onload = () => frame.contentWindow?.print();
  document.body.append(frame);
  setTimeout(() => frame.remove(), 60_000);
}

export default function PrescriptionSummaryRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 700px)');
  const detail = usePrescription(id);
  // The share dialog lists every available handout; those of the prescribed drugs start checked.
  const library = useHandouts();
  const [tab, setTab] = useState('1');
  const [sharing, setSharing] = useState(false);
  const [contact, setContact] = useState<{ type: ShareType; handouts: HandoutRef[] } | null>(null);
  const [sent, setSent] = useState<{ link: string; whatsappUrl: string | null } | null>(null);
  const data = detail.data;
  const rx = data?.prescription;
  const shared = Boolean(rx?.shareDate);
  const shares = usePrescriptionShares(id, shared);

  // A draft reached without guides (from the history) gets them generated first.
  useEffect(() => {
    if (rx && !shared && rx.files.length === 0) {
      withLoading(generateFiles(rx.id))
        .then((fresh) => client.setQueryData(['prescriptions', 'detail', id], fresh))
        .catch(alertError);
    }
  }, [rx, shared, id, client]);

  if (detail.isError) return <Alert color="red">{message('NOT_FOUND')}</Alert>;
  if (!data || !rx) return <Loader aria-label="Carregando" />;
  const shareHandouts = handoutsForPrescription(
    library.data ?? [],
    rx.pages.flat().flatMap((item) => (item.drugsList ?? []).map((d) => d.drugId)),
  );

  function edit() {
    if (!data || !rx) return;
    draftStore.set({ patient: data.patient, id: rx.id, pages: rx.pages });
    navigate('/prescriptions');
  }

  function repeat() {
    if (!data || !rx) return;
    // Repeating keeps the items and clears the id and share date (docs/product/calculators-patients-prescriptions-management.md §4).
    draftStore.set({ patient: data.patient, id: null, pages: repeatPages(rx.pages, () => crypto.randomUUID()) });
    navigate('/prescriptions');
  }

  async function continueToShare() {
    if (!shared && !(await confirm({ message: message('PRESCRIPTION_SHARE_CONFIRMATION'), confirmLabel: 'Continuar' })))
      return;
    try {
      // The details are fetched again with the has-share-date flag before sharing (docs/product/calculators-patients-prescriptions-management.md §4).
      const fresh = await withLoading(getPrescription(id, true));
      client.setQueryData(['prescriptions', 'detail', id], fresh);
      setSharing(true);
    } catch (e) {
      alertError(e);
    }
  }

  async function post(type: ShareType, handouts: HandoutRef[], owner?: Owner) {
    if (!rx) return;
    try {
      const result = await withLoading(
        sharePrescription({
          prescriptionId: rx.id,
          types: [type],
          clinicalHandouts: handouts,
          email: owner?.email ?? null,
          phone: owner?.phone ?? null,
        }),
      );
      await client.invalidateQueries({ queryKey: ['prescriptions'] });
      setSent({ link: result.link, whatsappUrl: result.whatsappUrl });
      if (type === SHARE_TYPE.EMAIL) showAlert('success', `Receita enviada para ${owner?.email ?? 'o tutor'}.`);
      if (type === SHARE_TYPE.WHATSAPP && result.whatsappUrl) window.open(result.whatsappUrl, '_blank', 'noopener');
      if (type === SHARE_TYPE.COPY) {
        await navigator.clipboard?.writeText(result.link).catch(() => {});
        showAlert('success', 'Link copiado.');
      }
      if (type === SHARE_TYPE.SAVE) {
        for (const f of rx.files) download(await getGuideFile(f.url), f.name);
      }
      if (type === SHARE_TYPE.PRINT) {
        for (const [i, f] of rx.files.entries()) {
          if (i > 0) await sleep(TIMEOUTS_MS.printDelayBetweenGuides);
          if (!(await confirm({ message: `Imprimir a ${f.name.replace('.pdf', '')}?`, confirmLabel: 'Imprimir' })))
            continue;
          printBlob(await getGuideFile(f.url));
        }
      }
    } catch {
      showAlert('error', message('PRESCRIPTION_SHARE_ERROR'));
    }
  }

  function chosen(type: ShareType, handouts: HandoutRef[]) {
    setSharing(false);
    // E-mail and WhatsApp first confirm the owner's contact (docs/product/calculators-patients-prescriptions-management.md §2).
    if (type === SHARE_TYPE.EMAIL || type === SHARE_TYPE.WHATSAPP) setContact({ type, handouts });
    else void post(type, handouts);
  }

  return (
    <Stack gap="md" maw={900} mx="auto" pb={80}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            Receita de {data.patient.name}
          </Title>
          <Text size="sm" c="dimmed">
            Tutor: {data.owner.name} ·{' '}
            {shared
              ? `Enviada em ${new Date(rx.shareDate as string).toLocaleDateString('pt-BR')}`
              : 'Ainda não enviada'}
            {rx.validationCode && ` · Código ${rx.validationCode.slice(0, 4)}-${rx.validationCode.slice(4)}`}
          </Text>
        </div>
        <TemplateActions prescriptionId={rx.id} patient={null} />
      </Group>

      {rx.files.length === 0 ? (
        <Loader aria-label="Gerando as guias" />
      ) : (
        <Tabs value={tab} onChange={(v) => v && setTab(v)}>
          <Tabs.List>
            {rx.files.map((f) => (
              <Tabs.Tab key={f.page} value={String(f.page)}>
                Guia {f.page}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {rx.files.map((f) => (
            <Tabs.Panel key={f.page} value={String(f.page)} pt="sm">
              {tab === String(f.page) && (
                <Suspense fallback={<Loader aria-label="Carregando o visualizador" />}>
                  <PdfViewer url={f.url} title={f.name.replace('.pdf', '')} />
                </Suspense>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

      <Card withBorder radius="md">
        <Text fw={600} mb="xs">
          Itens da prescrição
        </Text>
        <Stack gap="xs">
          {rx.pages.flat().map((item, i) => (
            <div key={item.id}>
              <Text fw={600} size="sm">
                {i + 1}.{' '}
                {item.freeText
                  ? item.freeTextNameDisplay || item.name
                  : [item.name, item.option?.display].filter(Boolean).join(' — ')}
                {item.quantity ? ` · ${item.quantity}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {item.posology}
              </Text>
            </div>
          ))}
        </Stack>
      </Card>

      {rx.safetyAcknowledgement && <SafetyAcknowledgementCard acknowledgement={rx.safetyAcknowledgement} />}

      {sent && (
        <Card withBorder radius="md" data-testid="share-result">
          <Stack gap="xs">
            {sent.whatsappUrl && <Text size="sm">{message('WHATSAPP_POPUP_HINT')}</Text>}
            <Group gap="xs" wrap="nowrap">
              <Anchor
                href={sent.link}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
                data-testid="share-link"
              >
                {sent.link}
              </Anchor>
              <CopyButton value={sent.link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} style={{ flexShrink: 0 }}>
                    {copied ? 'Copiado' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            {sent.whatsappUrl && (
              <Anchor href={sent.whatsappUrl} target="_blank" rel="noreferrer" size="sm" data-testid="whatsapp-link">
                Abrir o WhatsApp
              </Anchor>
            )}
          </Stack>
        </Card>
      )}

      {shared && (shares.data?.shares.length ?? 0) > 0 && (
        <Card withBorder radius="md">
          <Text fw={600} mb="xs">
            Links enviados
          </Text>
          <Stack gap={6}>
            {shares.data?.shares.map((s) => (
              <Group key={s.shareId} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {new Date(s.createdAt).toLocaleString('pt-BR')} {s.revokedAt ? '· revogado' : expiryText(s.expiresAt)}
                </Text>
                {!s.revokedAt && (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={async () => {
                      await extendPrescriptionShare(s.shareId, SHARE_LINK_DAYS.default).catch(alertError);
                      void shares.refetch();
                    }}
                  >
                    Estender {SHARE_LINK_DAYS.default} dias
                  </Button>
                )}
                {!s.revokedAt && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      if (
                        !(await confirm({
                          message: 'Revogar este link? O tutor não conseguirá mais abrir as guias por ele.',
                          confirmLabel: 'Revogar',
                        }))
                      )
                        return;
                      await revokePrescriptionShare(s.shareId).catch(alertError);
                      void shares.refetch();
                    }}
                  >
                    Revogar
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      )}

      <Card withBorder radius={0} p="sm" style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150 }}>
        <Group justify="center" gap="xs" wrap="nowrap">
          {shared ? (
            <Button variant="default" size="sm" onClick={repeat} data-testid="repeat-prescription">
              Repetir prescrição
            </Button>
          ) : (
            <Button variant="default" size="sm" onClick={edit} data-testid="summary-back">
              Voltar
            </Button>
          )}
          <Button size="sm" onClick={continueToShare} disabled={rx.files.length === 0} data-testid="summary-continue">
            {shared ? 'Compartilhar' : 'Continuar'}
          </Button>
        </Group>
      </Card>

      {sharing && (
        <ShareDialog
          opened
          handouts={shareHandouts.ordered.map((h) => ({ id: h.id, name: h.name, content_type: h.content_type }))}
          preselected={shareHandouts.preselected}
          hasControlled={data.hasControlled}
          mobile={Boolean(phone)}
          onClose={() => setSharing(false)}
          onContinue={chosen}
        />
      )}
      {contact && (
        <OwnerWizard
          opened
          owner={data.owner}
          confirm={contact.type === SHARE_TYPE.EMAIL ? { email: true } : { phone: true }}
          onClose={() => setContact(null)}
          onSaved={(owner) => {
            const c = contact;
            setContact(null);
            void post(c.type, c.handouts, owner);
          }}
        />
      )}
    </Stack>
  );
}

/** "· expira em 27/12/2026" or "· expirou em …": the vet sees when the owner's link stops working. */
function expiryText(expiresAt: string): string {
  const at = new Date(expiresAt);
  return `· ${at.getTime() > Date.now() ? 'expira' : 'expirou'} em ${at.toLocaleDateString('pt-BR')}`;
}
