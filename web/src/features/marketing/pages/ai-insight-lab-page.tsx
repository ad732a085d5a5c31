import { formatAud, INSIGHT_LAB_PACKAGES } from '@agency/common';

import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';

import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { NumberedSteps } from '../components/numbered-steps';
import { PageHero } from '../components/page-hero';
import { PriceGrid } from '../components/price-grid';
import { Section } from '../components/section';
import {
  insightLabCta,
  insightLabExamples,
  insightLabHero,
  insightLabPackageIncludes,
  insightLabSteps,
} from '../content/ai-insight-lab';

const login = paths.client.login.getHref();

export default function AiInsightLabPage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        {...insightLabHero}
        actions={[
          { label: 'Ask Your Question', to: login },
          { label: 'Talk to Us', to: homeAnchors.contact },
        ]}
      />

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From question to clear answer"
        intro="No jargon and no long wait: three simple steps."
      >
        <NumberedSteps steps={insightLabSteps} />
      </Section>

      <Section
        id="packages"
        tone="muted"
        eyebrow="Packages"
        title="Choose your research hours"
        intro="Buy a block of hours to suit the size of your question, from a quick answer to a full implementation roadmap."
      >
        <PriceGrid
          cards={INSIGHT_LAB_PACKAGES.map((pkg) => ({
            id: String(pkg.hours),
            name: `${pkg.hours} hours`,
            price: formatAud(pkg.price),
            priceNote: pkg.summary,
            badge: pkg.popular ? 'Popular' : undefined,
            features: insightLabPackageIncludes,
            action: { label: `Choose ${pkg.hours} hours`, to: login },
          }))}
        />
      </Section>

      <Section
        id="examples"
        eyebrow="Examples"
        title="The kinds of questions people ask"
        intro="Big or small, strategic or practical: if it is about AI and your work, we are happy to look into it."
      >
        <FeatureGrid items={insightLabExamples} />
      </Section>

      <CtaBand
        id="cta"
        title={insightLabCta.title}
        body={insightLabCta.body}
        actions={[
          { label: 'Ask Your Question', to: login },
          { label: 'Contact Us', to: homeAnchors.contact },
        ]}
      />
    </MarketingPage>
  );
}
