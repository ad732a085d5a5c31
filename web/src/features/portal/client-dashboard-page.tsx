import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

const SHORTCUTS = [
  { to: paths.client.projects.getHref(), title: 'Projects', text: 'Follow the work on your website and content.' },
  { to: paths.client.messages.getHref(), title: 'Messages', text: 'Talk with the team.' },
  { to: paths.client.files.getHref(), title: 'Files', text: 'Share logos, photos and documents.' },
  { to: paths.client.quotes.getHref(), title: 'Quotes', text: 'See ballpark quotes and proposals.' },
  { to: paths.client.services.getHref(), title: 'Services', text: 'Explore what we offer, tier by tier.' },
  { to: paths.client.profile.getHref(), title: 'Profile', text: 'Your details and how we notify you.' },
];

/** /client/dashboard: a welcome, what still needs doing, and a way into every screen. */
export default function ClientDashboardPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const { user, profile } = useOwnProfile();
  const firstName = (profile?.name || user?.displayName || '').split(' ')[0];

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Your projects, messages and quotes at a glance.
      </Typography>
      {profile && !profile.onboarding && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={paths.client.onboarding.getHref()} color="inherit">
              Tell us
            </Button>
          }
        >
          Tell us about your business and goals so we can prepare your free assessment.
        </Alert>
      )}
      {user && !user.emailVerified && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Your email address is not verified yet. You can send yourself a verification email from your{' '}
          <RouterLink to={paths.client.profile.getHref()}>profile</RouterLink>.
        </Alert>
      )}
      <Grid container spacing={2}>
        {SHORTCUTS.map((shortcut) => (
          <Grid key={shortcut.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={shortcut.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {shortcut.title}
                  </Typography>
                  <Typography color="textSecondary">{shortcut.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
