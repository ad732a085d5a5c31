import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';

import { Badge } from '../components/badge';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { NumberedSteps } from '../components/numbered-steps';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { videoSteps, videoStudioCta, videoStudioHero, videoTypes } from '../content/ai-video-studio';

const login = paths.client.login.getHref();

export default function AiVideoStudioPage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        {...videoStudioHero}
        actions={[
          { label: 'Start Your Video', to: login },
          { label: 'Talk to Us', to: homeAnchors.contact },
        ]}
      />

      <Section
        id="video-types"
        eyebrow="What we make"
        title="Videos for every part of your story"
        intro="Choose the format that suits your message and where your audience spends its time."
      >
        <FeatureGrid items={videoTypes} />
      </Section>

      <Section
        id="sample"
        tone="muted"
        eyebrow="Sample"
        title="See what we make"
        intro="We are putting the finishing touches on a sample video to show you our work."
      >
        {/* Spec §1: the sample is marked coming soon. A placeholder, not a player, until the file exists. */}
        <Box
          sx={{
            maxWidth: 760,
            mx: 'auto',
            aspectRatio: '16 / 9',
            borderRadius: 3,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            bgcolor: 'background.default',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            p: 3,
            textAlign: 'center',
          }}
        >
          <PlayCircleOutlined aria-hidden="true" sx={{ fontSize: 64, color: 'text.disabled' }} />
          <Badge size="medium">Coming soon</Badge>
          <Typography component="p" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
            Sample video coming soon
          </Typography>
        </Box>
      </Section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From idea to finished video"
        intro="A simple, collaborative process, with you approving the script before anything is made."
      >
        <NumberedSteps steps={videoSteps} />
      </Section>

      <CtaBand
        id="cta"
        title={videoStudioCta.title}
        body={videoStudioCta.body}
        actions={[
          { label: 'Start Your Video', to: login },
          { label: 'Contact Us', to: homeAnchors.contact },
        ]}
      />
    </MarketingPage>
  );
}
