import { Button, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { SectionList } from '../../../components/sections/section-list';
import { usePageTitle } from '../../../lib/page-title';
import { HELP_ARTICLES } from '../help-articles';

/** /help/:id: one help article, rendered by the shared section renderer. */
export default function HelpArticleRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = HELP_ARTICLES[id];
  usePageTitle(article?.title);
  if (!article) return <Navigate to="/help" replace />;
  return (
    <Stack gap="md" maw={760} data-testid="help-article">
      <Title order={1} size="h3">
        {article.title}
      </Title>
      <SectionList sections={article.sections} />
      <Button variant="light" onClick={() => navigate('/support')} w="fit-content">
        Ainda com dúvida? Fale conosco
      </Button>
    </Stack>
  );
}
