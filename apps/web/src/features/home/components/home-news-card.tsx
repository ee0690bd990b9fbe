import { IconChevronRight, IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { newsDate, newsQuery } from '../../../lib/news-list';
import { openNews } from '../../../lib/news-screen';
import { useSessionUser } from '../../../lib/session';

/** The home card with the latest news item (docs/product/platform-accounts-subscription.md §2 news toggle); it opens the news screen. */
export function HomeNewsCard() {
  const user = useSessionUser();
  const news = useQuery(newsQuery(user?.uid));
  const latest = news.data?.news[0];
  if (news.isError || (news.data && !latest)) return null;
  // Drawn like the home's other wide cards (styles.css, .home-wide-card), as plain elements.
  return (
    <button
      type="button"
      className="home-wide-card home-wide-card-top"
      onClick={() => openNews(latest?.id)}
      data-testid="home-news-card"
      // No aria-label: the card's own text ("Notícias", the unread count, the latest title and its
      // date) names it, so what a voice user reads is what the button answers to (WCAG 2.5.3).
    >
      <span className="home-wide-card-icon" style={{ background: 'var(--mantine-color-orange-9)' }}>
        <IconNews size={24} aria-hidden="true" />
      </span>
      <span className="home-wide-card-body">
        <span className="home-wide-card-title">
          <span className="home-wide-card-name">Notícias</span>
          {news.data && news.data.unread > 0 && (
            <span className="badge badge-unread" data-testid="home-news-unread">
              {news.data.unread} {news.data.unread === 1 ? 'nova' : 'novas'}
            </span>
          )}
        </span>
        {/* Two title lines and the date are reserved while the list loads, so the card keeps
            its height when the latest item arrives (no layout shift). The keys make the title and date
            new elements rather than the placeholders' spans moved (Chrome counts a moved element). */}
        {latest ? (
          <Fragment key="latest">
            <span className="home-news-title">{latest.title}</span>
            <span className="home-news-date">{newsDate(latest.date)}</span>
          </Fragment>
        ) : (
          <Fragment key="loading">
            <span className="skeleton" style={{ height: 36, marginBlock: 2 }} />
            <span className="skeleton" style={{ height: 12, marginBlock: 3, width: '30%' }} />
          </Fragment>
        )}
      </span>
      <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
    </button>
  );
}
