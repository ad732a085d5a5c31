import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { homeAnchors, paths } from '@/config/paths';
import { INDUSTRY_HIGHLIGHTS, SERVICES_GRID_ORDER } from '@/config/services';
import { site, socialLinks } from '@/config/site';

import { ClientYear } from './client-year';

interface FooterLink {
  label: string;
  to: string;
}

const companyLinks: FooterLink[] = [
  { label: 'Client Login', to: paths.client.login.getHref() },
  { label: 'About Us', to: homeAnchors.about },
  { label: 'Testimonials', to: homeAnchors.testimonials },
  { label: 'Contact', to: homeAnchors.contact },
  { label: 'FAQ', to: paths.faq.getHref() },
  { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', to: paths.termsOfService.getHref() },
  { label: 'Disclaimer', to: paths.disclaimer.getHref() },
];

const columns: { title: string; links: FooterLink[] }[] = [
  { title: 'Services', links: SERVICES_GRID_ORDER.map((service) => ({ label: service.label, to: service.path })) },
  { title: 'Industries', links: INDUSTRY_HIGHLIGHTS.map((label) => ({ label, to: homeAnchors.industries })) },
  { title: 'Company', links: companyLinks },
];

/**
 * The footer of every public page (spec §2), with two deliberate changes: every link goes to a real page (the
 * spec's dead privacy/terms placeholders and unset social links are not shown), and the year is the current one.
 */
export function SiteFooter() {
  const social = socialLinks.filter((link): link is { label: typeof link.label; href: string } => !!link.href);
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', pt: 7, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
            gap: 4,
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 1 }}>
              {site.name}
            </Typography>
            <Typography sx={{ opacity: 0.9 }}>
              Websites and digital services for purpose-driven businesses, NFPs, educators and creatives.
            </Typography>
          </Box>
          {columns.map((column) => (
            <nav key={column.title} aria-label={`Footer ${column.title}`}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1.5 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </nav>
          ))}
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.2)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © <ClientYear /> {site.name}. Proudly Queensland made.
          </Typography>
          {social.length > 0 && (
            <Box
              component="ul"
              aria-label="Social media"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2 }}
            >
              {social.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} color="inherit" rel="noopener noreferrer" target="_blank">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
