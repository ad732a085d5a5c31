import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { homeAnchors, paths } from '@/config/paths';
import { INDUSTRY_HIGHLIGHTS, SERVICES, SERVICES_GRID_ORDER } from '@/config/services';
import { site } from '@/config/site';

import { CardGrid } from '../components/card-grid';
import { ContactDetails } from '../components/contact-details';
import { FeatureGrid } from '../components/feature-grid';
import { LinkButton } from '../components/link-button';
import { NumberedSteps } from '../components/numbered-steps';
import { Section } from '../components/section';
import { ServiceCards } from '../components/service-cards';
import { PointList, StoryColumns, TwoColumns } from '../components/story-columns';
import { TestimonialsCarousel } from '../components/testimonials-carousel';
import {
  about,
  aiSolutions,
  approach,
  contactSection,
  functionalDesign,
  industries,
  mission,
  portal,
  servicesSection,
  testimonialsSection,
  writersCreatives,
} from '../content/home';
import type { HomeItem } from '../content/home-top';
import { TESTIMONIALS } from '../content/testimonials';

/** The home page's sections after its introduction (home-page.tsx loads this module when they are needed). */
export default function HomeSections({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <>
      <Section id="mission" eyebrow={mission.eyebrow} title={mission.title} intro={mission.intro} tone="muted">
        <FeatureGrid items={withIcons(mission.values)} columns={4} />
      </Section>
      <Section
        id="functional-design"
        eyebrow={functionalDesign.eyebrow}
        title={functionalDesign.title}
        intro={functionalDesign.intro}
      >
        <FeatureGrid items={withIcons(functionalDesign.cards)} columns={3} />
      </Section>
      <ServicesSection />
      <WritersCreativesSection />
      <IndustriesSection />
      <ApproachSection />
      <AiSolutionsSection />
      <Section
        id="testimonials"
        eyebrow={testimonialsSection.eyebrow}
        title={testimonialsSection.title}
        intro={testimonialsSection.intro}
      >
        <TestimonialsCarousel testimonials={TESTIMONIALS} />
      </Section>
      <AboutSection />
      <PortalSection />
      <ContactSection form={contactForm} />
    </>
  );
}

function withIcons(items: readonly HomeItem[]) {
  return items.map(({ title, body, icon: Icon }) => ({ title, body, icon: <Icon /> }));
}

function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow={servicesSection.eyebrow}
      title={servicesSection.title}
      intro={servicesSection.intro}
      tone="muted"
    >
      <ServiceCards services={SERVICES_GRID_ORDER} columns={{ sm: 2, lg: 4 }} />
    </Section>
  );
}

function WritersCreativesSection() {
  return (
    <Section id="writers-creatives" eyebrow={writersCreatives.eyebrow} title={writersCreatives.title} align="start">
      <TwoColumns
        centred
        start={
          <>
            <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{writersCreatives.intro}</Typography>
            <LinkButton to={homeAnchors.contact} variant="contained" size="large">
              {writersCreatives.action}
            </LinkButton>
          </>
        }
        end={<PointList items={writersCreatives.points} />}
      />
    </Section>
  );
}

function IndustriesSection() {
  const items = INDUSTRY_HIGHLIGHTS.map((name) => ({ title: name, ...industries.byName[name] }));
  return (
    <Section
      id="industries"
      eyebrow={industries.eyebrow}
      title={industries.title}
      intro={industries.intro}
      tone="muted"
    >
      <FeatureGrid items={withIcons(items)} columns={4} />
    </Section>
  );
}

function ApproachSection() {
  return (
    <Section id="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
      <NumberedSteps steps={approach.steps} />
    </Section>
  );
}

function AiSolutionsSection() {
  const aiServices = [SERVICES.aiConsultancy, SERVICES.aiVideoStudio, SERVICES.aiInsightLab];
  return (
    <Section
      id="ai-solutions"
      eyebrow={aiSolutions.eyebrow}
      title={aiSolutions.title}
      intro={aiSolutions.intro}
      tone="muted"
    >
      <FeatureGrid items={withIcons(aiSolutions.items)} columns={4} />
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center', mt: 5 }}
      >
        {aiServices.map((service) => (
          <LinkButton key={service.path} to={service.path} variant="outlined">
            {service.label}
          </LinkButton>
        ))}
      </Box>
    </Section>
  );
}

function AboutSection() {
  return (
    <Section id="about" eyebrow={about.eyebrow} title={`About ${site.name}`} align="start">
      <StoryColumns paragraphs={about.paragraphs} points={about.highlights} />
    </Section>
  );
}

function PortalSection() {
  return (
    <Section id="portal" eyebrow={portal.eyebrow} title={portal.title} intro={portal.intro} tone="dark">
      <CardGrid columns={{ sm: 2, md: 4 }} gap={2}>
        {portal.features.map(({ title, icon: Icon }) => (
          <Box
            component="li"
            key={title}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'rgba(255, 255, 255, 0.35)',
            }}
          >
            <Icon aria-hidden="true" />
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          </Box>
        ))}
      </CardGrid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <LinkButton to={paths.client.onboarding.getHref()} variant="contained" color="secondary" size="large">
          {portal.action}
        </LinkButton>
      </Box>
    </Section>
  );
}

function ContactSection({ form }: { form: ReactNode }) {
  return (
    <Section id="contact" eyebrow={contactSection.eyebrow} title={contactSection.title} intro={contactSection.intro}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gap: { xs: 4, md: 6 },
        }}
      >
        <div>
          <ContactDetails />
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{contactSection.reply}</Typography>
        </div>
        <div>
          {/* The contact form ("Get Started Today", spec §2) comes from the leads feature, through the router. */}
          <Box id="contact-form-slot">{form}</Box>
        </div>
      </Box>
    </Section>
  );
}
