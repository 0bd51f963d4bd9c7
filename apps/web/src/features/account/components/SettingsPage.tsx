import { Card, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useProfile } from '../api/profile.ts';
import { AccountInfoCard } from './AccountInfoCard.tsx';
import { AvatarUploader } from './AvatarUploader.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

/** {role home}/settings for every role (and /admin/account for admins). */
export function SettingsPage() {
  const { data: user, isPlaceholderData } = useProfile();
  if (!user) return <PageLoader />;
  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, photo and password." />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card>
              <Title order={2} fz="lg" c="brand.9">
                Profile
              </Title>
              <Text fz="sm" c="dimmed" mb="lg">
                How you appear to the team and on your bookings.
              </Text>
              <AvatarUploader user={user} />
              <Divider my="lg" />
              {/* Remount once the server's copy arrives so the form starts from it. */}
              <ProfileDetailsForm key={isPlaceholderData ? 'stored' : 'server'} user={user} />
            </Card>
            <Card>
              <Title order={2} fz="lg" c="brand.9">
                Change password
              </Title>
              <Text fz="sm" c="dimmed" mb="lg">
                Changing your password signs you out everywhere else.
              </Text>
              <ChangePasswordForm />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AccountInfoCard user={user} />
        </Grid.Col>
      </Grid>
    </>
  );
}
