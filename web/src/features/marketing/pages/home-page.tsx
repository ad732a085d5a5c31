import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';
import { site } from '@/config/site';

import { ContactDetails } from '../components/contact-details';
import { FeatureGrid } from '../components/feature-grid';
import { HeroVideo } from '../components/hero-video';
import { LinkButton } from '../components/link-button';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TestimonialsCarousel } from '../components/testimonials-carousel';
import {
  about,
  aiSolutions,
  approach,
  contactSection,
  functionalDesign,
  hero,
  type HomeItem,
  industries,
  intro,
  mission,
  portal,
  servicesSection,
  testimonialsSection,
  writersCreatives,
} from '../content/home';
import { TESTIMONIALS } from '../content/testimonials';
import { INDUSTRY_HIGHLIGHTS, SERVICES, SERVICES_GRID_ORDER } from '../services';

/** Spec §2, home page: every section in the spec's order; the ids are the anchors the header and footer use. */
export default function HomePage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={[
          { label: 'Get Started', to: paths.client.login.getHref() },
          { label: 'Explore Services', to: homeAnchors.services },
        ]}
        background={<HeroVideo />}
      />
      <IntroSection />
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
      <ContactSection />
    </MarketingPage>
  );
}

function withIcons(items: readonly HomeItem[]) {
  return items.map(({ title, body, icon: Icon }) => ({ title, body, icon: <Icon /> }));
}

/** A short list of points with an icon, a title (h3) and a sentence each. */
function PointList({ items }: { items: readonly HomeItem[] }) {
  return (
    <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ title, body, icon: Icon }) => (
        <Stack component="li" key={title} direction="row" spacing={2}>
          <Icon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32, mt: 0.25 }} />
          <Box>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{body}</Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function IntroSection() {
  return (
    <Section id="intro" eyebrow={intro.eyebrow} title={intro.title} align="start">
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {intro.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: '1.1rem', mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointList items={intro.points} />
        </Grid>
      </Grid>
    </Section>
  );
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
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SERVICES_GRID_ORDER.map((service) => (
          <Grid key={service.path} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea
                component={RouterLink}
                to={service.path}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent sx={{ p: 3 }}>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1, color: 'primary.main' }}>
                    {service.label}
                  </Typography>
                  <Typography color="text.secondary">{service.summary}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function WritersCreativesSection() {
  return (
    <Section id="writers-creatives" eyebrow={writersCreatives.eyebrow} title={writersCreatives.title} align="start">
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{writersCreatives.intro}</Typography>
          <LinkButton to={homeAnchors.contact} variant="contained" size="large">
            {writersCreatives.action}
          </LinkButton>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointList items={writersCreatives.points} />
        </Grid>
      </Grid>
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
      <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {approach.steps.map((step, index) => (
          <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: '1.2rem',
                    mb: 2,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.body}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 5 }}>
        {aiServices.map((service) => (
          <LinkButton key={service.path} to={service.path} variant="outlined">
            {service.label}
          </LinkButton>
        ))}
      </Stack>
    </Section>
  );
}

function AboutSection() {
  return (
    <Section id="about" eyebrow={about.eyebrow} title={`About ${site.name}`} align="start">
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {about.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: '1.1rem', mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointList items={about.highlights} />
        </Grid>
      </Grid>
    </Section>
  );
}

function PortalSection() {
  return (
    <Section id="portal" eyebrow={portal.eyebrow} title={portal.title} intro={portal.intro} tone="dark">
      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 5, justifyContent: 'center' }}
      >
        {portal.features.map(({ title, icon: Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Stack
              direction="row"
              spacing={1.5}
              sx={{
                alignItems: 'center',
                height: '100%',
                px: 2,
                py: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'rgba(255, 255, 255, 0.35)',
              }}
            >
              <Icon aria-hidden="true" />
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center' }}>
        <LinkButton to={paths.client.onboarding.getHref()} variant="contained" color="secondary" size="large">
          {portal.action}
        </LinkButton>
      </Box>
    </Section>
  );
}

function ContactSection() {
  return (
    <Section id="contact" eyebrow={contactSection.eyebrow} title={contactSection.title} intro={contactSection.intro}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactDetails />
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{contactSection.reply}</Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {/* The leads feature puts the contact form ("Get Started Today", spec §2) in this slot. */}
          <Box id="contact-form-slot" />
        </Grid>
      </Grid>
    </Section>
  );
}
