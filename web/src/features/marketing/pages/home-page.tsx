import { lazy } from 'react';

import { HydrateWhenNear } from '@/components/hydrate-when-near';
import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';

import { HeroVideo } from '../components/hero-video';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StoryColumns } from '../components/story-columns';
import { hero, intro } from '../content/home-top';

/**
 * Everything below the introduction, with its words, icons and the carousel: a chunk of its own, loaded when the
 * visitor nears it (during hydration) or with the page (after a navigation, behind the page's spinner), so it is
 * not part of the home page's first load (docs/decisions/021-public-page-performance.md).
 */
const HomeSections = lazy(() => import('./home-sections'));

/** Spec §2, home page: every section in the spec's order; the ids are the anchors the header and footer use. */
export default function HomePage({ meta, slots }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        {...hero}
        actions={[
          { label: 'Get Started', to: paths.client.login.getHref() },
          { label: 'Explore Services', to: homeAnchors.services },
        ]}
        background={<HeroVideo />}
      />
      <IntroSection />
      <HydrateWhenNear>
        <HomeSections contactForm={slots?.contactForm} />
      </HydrateWhenNear>
    </MarketingPage>
  );
}

function IntroSection() {
  return (
    <Section id="intro" eyebrow={intro.eyebrow} title={intro.title} align="start">
      <StoryColumns paragraphs={intro.paragraphs} points={intro.points} />
    </Section>
  );
}
