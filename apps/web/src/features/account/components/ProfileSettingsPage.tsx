import { Anchor, Card, Grid, Group, Tabs } from '@mantine/core';
import { IconArrowLeft, IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useProfile } from '../api/profile.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { NotificationPreferencesForm } from './NotificationPreferencesForm.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { ProfileSidePanel } from './ProfileSidePanel.tsx';

/** /dashboard/profile (spec 000 §2, Profile Settings). */
export function ProfileSettingsPage() {
  const { data: user, isPlaceholderData } = useProfile();
  if (!user) return <PageLoader />;
  return (
    <>
      <PageHeader
        title="Profile Settings"
        subtitle="Your personal details, password and notifications."
        before={
          <Anchor component={Link} to="/dashboard" fz="sm" c="dimmed" data-testid="back-to-dashboard">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              Back to Dashboard
            </Group>
          </Anchor>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={0}>
            <Tabs defaultValue="personal" keepMounted={false}>
              <Tabs.List px="md" pt="xs">
                <Tabs.Tab value="personal" leftSection={<IconUser size={16} />}>
                  Personal Info
                </Tabs.Tab>
                <Tabs.Tab value="security" leftSection={<IconLock size={16} />}>
                  Security
                </Tabs.Tab>
                <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
                  Notifications
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="personal" p="lg">
                {/* Remount once the server's copy arrives so the form starts from it. */}
                <PersonalInfoForm key={isPlaceholderData ? 'stored' : 'server'} user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="security" p="lg">
                <ChangePasswordForm />
              </Tabs.Panel>
              <Tabs.Panel value="notifications" p="lg">
                <NotificationPreferencesForm key={isPlaceholderData ? 'stored' : 'server'} user={user} />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileSidePanel user={user} />
        </Grid.Col>
      </Grid>
    </>
  );
}
