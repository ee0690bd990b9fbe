import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import { Link } from 'react-router';

/**
 * The answer as markdown (react-markdown, raw HTML skipped). Citation links point inside the app
 * and open through the router; anything else opens in a new tab.
 */
export function AiAnswer({ markdown }: { markdown: string }) {
  return (
    <Typography data-testid="ai-answer">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) =>
            href?.startsWith('/') ? (
              <Link to={href} data-testid="ai-citation">
                {children}
              </Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ),
        }}
      >
        {markdown}
      </Markdown>
    </Typography>
  );
}
