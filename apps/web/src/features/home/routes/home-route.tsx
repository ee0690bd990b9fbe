import {
  IconArrowsShuffle,
  IconBone,
  IconBowl,
  IconCalculator,
  IconCards,
  IconChevronRight,
  IconDental,
  IconFileText,
  IconFirstAidKit,
  IconHistory,
  IconLeaf,
  IconMicroscope,
  IconNews,
  IconPill,
  IconPrescription,
  IconSearch,
  IconSitemap,
  IconSparkles,
  IconStar,
  IconStethoscope,
  IconVirus,
} from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AdBlock } from '../../../components/ads/ad-block';
import { ComingSoonBadge } from '../../../components/coming-soon';
import { ProBadge } from '../../../components/pro-badge';
import { useSessionUser } from '../../../lib/session';
import { useTogglesState } from '../../../lib/toggles';
import { HomeNewsCard } from '../components/home-news-card';
import {
  entryForCategoryQuery,
  entryTarget,
  HOME_MENU,
  type HomeEntry,
  type HomeIcon,
  mayPrescribe,
} from '../home-menu';

const ICONS: Record<HomeIcon, typeof IconPill> = {
  pill: IconPill,
  virus: IconVirus,
  firstAid: IconFirstAidKit,
  microscope: IconMicroscope,
  leaf: IconLeaf,
  bowl: IconBowl,
  tooth: IconDental,
  calculator: IconCalculator,
  sitemap: IconSitemap,
  stethoscope: IconStethoscope,
  arrowsShuffle: IconArrowsShuffle,
  cards: IconCards,
  fileText: IconFileText,
  star: IconStar,
  history: IconHistory,
  bone: IconBone,
  search: IconSearch,
  sparkles: IconSparkles,
  prescription: IconPrescription,
  news: IconNews,
};

const CARD_COLORS: Partial<Record<string, string>> = {
  ai_search: 'var(--mantine-color-violet-8)',
  prescriptions: 'var(--mantine-color-teal-9)',
};

function BigCard({
  icon,
  title,
  text,
  onClick,
  testId,
  comingSoon,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  testId: string;
  comingSoon?: boolean | undefined;
}) {
  return (
    <button type="button" className="home-wide-card" onClick={onClick} data-testid={testId}>
      {icon}
      <span className="home-wide-card-body">
        <span className="home-wide-card-title">
          <span className="home-wide-card-name">{title}</span>
          {comingSoon && <ComingSoonBadge />}
        </span>
        <span className="home-wide-card-text">{text}</span>
      </span>
      <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
    </button>
  );
}

// Plain elements with the app's CSS (styles.css, .home-card): the home draws about twenty of these
// on a phone's first screen, and as Mantine components (button, stacks, groups, theme icon, texts)
// they were most of the home's render work.
function EntryCard({ entry, onOpen }: { entry: HomeEntry; onOpen: (e: HomeEntry) => void }) {
  const Icon = ICONS[entry.icon];
  return (
    <button type="button" className="home-card" onClick={() => onOpen(entry)} data-testid={`home-entry-${entry.id}`}>
      <span className="home-card-top">
        <span className="home-card-icon">
          <Icon size={24} aria-hidden="true" />
        </span>
        <span className="home-card-badges">
          {entry.pro && <ProBadge />}
          {entry.comingSoon && <ComingSoonBadge />}
        </span>
      </span>
      <span className="home-card-title">{entry.label}</span>
      <span className="home-card-text">{entry.description}</span>
    </button>
  );
}

/** Home (docs/product/platform-accounts-subscription.md §2, docs/product/content-and-study.md §2): search, AI and prescription cards, then the three menu tabs. */
export default function HomeRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const { toggles, known } = useTogglesState();
  const open = (entry: HomeEntry) => navigate(entryTarget(entry));

  useEffect(() => {
    const entry = entryForCategoryQuery(params.get('category'));
    if (entry) navigate(entry.path);
    else if (params.has('category')) setParams({}, { replace: true });
  }, [params, navigate, setParams]);

  const firstName = typeof user?.displayName === 'string' ? user.displayName.split(' ')[0] : undefined;
  const headerActions = HOME_MENU.filter((e) => e.tab === 2);
  const bigCards = HOME_MENU.filter(
    (e) =>
      e.tab === 'card' &&
      (e.id === 'search' ||
        (e.id === 'ai_search' && toggles.ai_search) ||
        (e.id === 'prescriptions' && toggles.prescriptions && mayPrescribe(user?.questions?.veterinaryStatus))),
  );
  // Which cards show depends on the toggles: until they are known (first start after sign-in; later
  // starts remember them) the page shows its outline, replaced whole, instead of cards appearing
  // late and pushing the sections down (layout shift 0.25 on a phone). The two keys make
  // React mount the page's own elements instead of reusing the outline's divs: a reused div that
  // moves counts as a layout shift (0.11 on a phone), new elements do not.
  if (!known)
    return (
      <div key="outline" className="home" aria-busy="true" data-testid="home-loading">
        <div className="skeleton" style={{ height: 34, width: '60%' }} />
        <div className="skeleton" style={{ height: 88, borderRadius: 'var(--mantine-radius-lg)' }} />
        <div className="home-grid">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <div key={i} className="skeleton" style={{ height: 130, borderRadius: 12 }} />
          ))}
        </div>
      </div>
    );
  // Plain elements with the app's CSS (styles.css, .home-*): the home is the first screen of most
  // starts, and as Mantine components its layout was a share of the start's render work.
  return (
    <div key="page" className="home">
      <div className="home-greeting">
        <h1 className="home-title">
          {firstName
            ? `Olá, ${user?.displayNamePrefix ? `${user.displayNamePrefix} ` : ''}${firstName}`
            : 'Bem-vindo ao Vetor'}
        </h1>
        <div className="home-actions">
          {headerActions.map((e) => {
            const Icon = ICONS[e.icon];
            return (
              <button
                type="button"
                key={e.id}
                className="home-action"
                onClick={() => open(e)}
                data-testid={`home-entry-${e.id}`}
              >
                <Icon size={18} aria-hidden="true" color="var(--mantine-color-vetor-8)" />
                {e.label}
              </button>
            );
          })}
        </div>
      </div>

      <div className={`home-big-cards home-big-cards-${Math.min(bigCards.length, 3)}`}>
        {bigCards.map((e) => {
          const Icon = ICONS[e.icon];
          return (
            <BigCard
              key={e.id}
              testId={`home-${e.id.replace('_', '-')}-card`}
              icon={
                <span className="home-wide-card-icon" style={{ background: CARD_COLORS[e.id] }}>
                  <Icon size={24} aria-hidden="true" />
                </span>
              }
              title={e.label}
              text={e.description}
              comingSoon={e.comingSoon}
              onClick={() =>
                open(e.id === 'search' && toggles.algolia && !e.comingSoon ? { ...e, path: '/searches' } : e)
              }
            />
          );
        })}
      </div>
      {toggles.news && <HomeNewsCard />}

      <AdBlock location="home" index={0} />

      {([0, 1] as const).map((tab) => (
        <section key={tab} aria-labelledby={`home-tab-${tab}`}>
          <h2 className="home-section-title" id={`home-tab-${tab}`}>
            {tab === 0 ? 'Conteúdos' : 'Suporte clínico'}
          </h2>
          <div className="home-grid">
            {HOME_MENU.filter((e) => e.tab === tab).map((e) => (
              <EntryCard key={e.id} entry={e} onOpen={open} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
