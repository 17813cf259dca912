import { Newspaper, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { Unhydrated } from '@/components/ui/unhydrated';
import { GirlCard } from '@/features/girls/components/girl-card';
import type { GirlCardData } from '@/features/girls/types';
import { NewsCard } from '@/features/news/components/news-card';
import { PollIsland } from '@/features/polls/components/poll-island';
import type { PollResults } from '@/features/polls/results';
import type { NewsCardData } from '@/features/news/types';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';

export interface HomePageProps {
  news: readonly NewsCardData[];
  /** null hides the section (flag off). */
  featuredGirls: readonly GirlCardData[] | null;
  poll?: PollResults | null;
  comments?: ReactNode;
}

export function HomePage({ news, featuredGirls, poll = null, comments = null }: HomePageProps) {
  return (
    <>
      <HomeHero />
      <Container className="flex flex-col gap-12 py-10 sm:py-12">
        <HomeSection id="home-news" title="News">
          {news.length === 0 ? (
            <EmptyState
              icon={Newspaper}
              title="No news yet."
              description="Updates from the Matside team will appear here."
            />
          ) : (
            <Unhydrated followLinks className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
              {news.map((item) => (
                <li key={item.id} className="flex">
                  <NewsCard item={item} className="w-full" />
                </li>
              ))}
            </Unhydrated>
          )}
        </HomeSection>

        {poll ? (
          <HomeSection id="home-poll" title="Poll">
            <div className="max-w-xl">
              <PollIsland poll={poll} />
            </div>
          </HomeSection>
        ) : null}

        {featuredGirls ? (
          <HomeSection
            id="home-featured"
            title="Featured wrestlers"
            link={{ href: '/wrestlers', label: 'View all wrestlers' }}
          >
            {featuredGirls.length === 0 ? (
              <EmptyState
                icon={Users}
                title="No wrestlers to show yet."
                description="Check back soon for new profiles."
              />
            ) : (
              <ul className="card-grid">
                {featuredGirls.map((girl, index) => (
                  <li key={girl.id} className="flex">
                    <GirlCard girl={girl} priority={index === 0} className="w-full" />
                  </li>
                ))}
              </ul>
            )}
          </HomeSection>
        ) : null}

        {comments}
      </Container>
    </>
  );
}
