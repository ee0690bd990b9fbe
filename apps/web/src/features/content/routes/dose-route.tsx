import { Button, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { useDrug } from '../api/get-drug';
import { ContentHeader } from '../components/content-header';
import { DoseCard } from '../components/dose-card';
import { DosesWarning } from '../components/doses-warning';
import { goBack, useLoadFailure } from '../load-failure';

/**
 * /categories/{category}/drugs/{id}/doses/{dose}. Opened from a reference (?from=<path>), its back
 * action returns to that path with ?referenced=true (docs/product/content-and-study.md §2).
 */
export default function DoseRoute() {
  const { category = '1', id = '', dose = '0' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const drug = useDrug(Number(category), id);
  useLoadFailure(drug.error, message('DRUG_DOSE_LOAD_ERROR'));
  const d = drug.data?.doses[Number(dose)];
  const missing = drug.data && !d;
  useEffect(() => {
    if (!missing) return;
    showAlert('error', message('DRUG_DOSE_LOAD_ERROR'));
    goBack(navigate);
  }, [missing, navigate]);
  const from = params.get('from');
  const back = () => {
    if (from?.startsWith('/')) navigate(`${from}${from.includes('?') ? '&' : '?'}referenced=true`);
    // Back to the drug's Doses tab it was opened from, so the breadcrumb does not grow a loop.
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(`/categories/${category}/drugs/${id}?tab=doses`, { replace: true });
  };

  if (!drug.data || !d)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando dose" />
      </Center>
    );
  return (
    <Stack gap="sm">
      <ContentHeader title={drug.data.name} description={drug.data.description} />
      <DosesWarning />
      <DoseCard dose={d} full />
      {d.options?.length ? (
        <>
          <Text fw={700}>Apresentações para cálculo</Text>
          <div style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Apresentação</Table.Th>
                  <Table.Th>Concentração</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.options.map((o) => (
                  <Table.Tr key={o.label}>
                    <Table.Td>{o.label}</Table.Td>
                    <Table.Td>
                      {String(o.concentration).replace('.', ',')} {o.unit}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </>
      ) : null}
      <Button variant="light" leftSection={<IconArrowLeft size={18} />} onClick={back} w="fit-content">
        {from ? 'Voltar à referência' : 'Voltar às doses'}
      </Button>
    </Stack>
  );
}
