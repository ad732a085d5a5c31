import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import type { PageProps } from '@/components/seo/page-meta';
import { contact } from '@/config/site';

import { ClientDate } from './client-date';
import { ContactDetails } from './contact-details';
import { MarketingPage } from './marketing-page';
import { PageHero } from './page-hero';
import { ReturnHome } from './return-home';

export interface LegalPageProps extends PageProps {
  /** One or two plain sentences on what the document covers, above the first heading. */
  summary: ReactNode;
  /** The document's parts, each a `LegalSection`. */
  children: ReactNode;
}

/**
 * The shared layout of the privacy policy, terms of service and disclaimer: head, title and effective date, the
 * document's parts as h2s in one readable column, how to reach us, and the way back home. Spec §2: the effective
 * date is the current date in Australian format, so it renders through `ClientDate` (right after prerendering too).
 */
export function LegalPage({ meta, summary, children }: LegalPageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        title={meta.title}
        subtitle={
          <span data-testid="effective-date">
            Effective date: <ClientDate />
          </span>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography component="div" sx={{ fontSize: '1.1rem', mb: 5 }}>
          {summary}
        </Typography>
        {children}
        <LegalSection id="contact" title="Contact us">
          <p>
            If you have a question about this document, or want to make a request or complaint, please get in touch. We
            are available {contact.hours}.
          </p>
          <ContactDetails />
        </LegalSection>
        <ReturnHome />
      </Container>
    </MarketingPage>
  );
}

export interface LegalSectionProps {
  id?: string;
  title: string;
  children: ReactNode;
}

/** One part of a legal document: an h2 and its paragraphs or lists. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        mb: 5,
        scrollMarginTop: { xs: 56, sm: 64 },
        '& p': { mt: 0, mb: 1.5 },
        '& ul': { mt: 0, mb: 1.5, pl: 3 },
        '& li': { mb: 0.75 },
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography component="div" color="textSecondary">
        {children}
      </Typography>
    </Box>
  );
}
