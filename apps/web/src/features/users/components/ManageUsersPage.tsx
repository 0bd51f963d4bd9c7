import { Button, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRefresh, IconSearch, IconUsers } from '@tabler/icons-react';
import { EMPTY_STATES, type Role, USER_MESSAGES, type UserDto } from '@ukgh/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ListPagination } from '../../../components/ui/ListPagination.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { useDeleteUser, useSetUserActive } from '../api/user-mutations.ts';
import { USERS_PAGE_SIZE, useUsers } from '../api/users.ts';
import { ALL_ROLE_OPTIONS } from './role-options.ts';
import { UserCard } from './UserCard.tsx';
import { ViewUserDialog } from './ViewUserDialog.tsx';

// The user forms bring their checks (the domain's zod schemas and the phone number's library), tens of KB
// that would put the list's first download over the signed-in budget: they download when a form opens.
const AddUserDialog = lazy(() => import('./AddUserDialog.tsx').then((m) => ({ default: m.AddUserDialog })));
const EditUserDialog = lazy(() =>
  import('./EditUserDialog.tsx').then((m) => ({ default: m.EditUserDialog })),
);
const ROLE_FILTER_OPTIONS = [{ value: '', label: 'All roles' }, ...ALL_ROLE_OPTIONS];

/** /admin/users (spec 001 §2 Manage Users). */
export function ManageUsersPage() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<UserDto | null>(null);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);

  const users = useUsers({ search: debouncedSearch, role, page });
  const setActive = useSetUserActive();
  const deleteUser = useDeleteUser();

  const count = users.data?.count ?? 0;
  const results = users.data?.results ?? [];

  // Deleting the last user on the last page would otherwise leave an empty page behind.
  const pageIsEmpty = Boolean(users.data) && results.length === 0 && page > 1;
  useEffect(() => {
    if (pageIsEmpty) setPage((current) => Math.max(1, current - 1));
  }, [pageIsEmpty]);

  const body = () => {
    if (users.isPending) return <PageLoader label="Loading users" />;
    if (users.isError && !users.data) {
      return (
        <EmptyState
          title={USER_MESSAGES.fetchFailed}
          action={
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => users.refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    if (results.length === 0) {
      return (
        <EmptyState
          title={EMPTY_STATES.users}
          icon={<IconUsers size={28} />}
          description={search || role ? 'Try a different search or role.' : undefined}
        />
      );
    }
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, xl: 3 }}
        spacing="lg"
        style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}
      >
        {results.map((user) => (
          <UserCard
            key={user.id}
            user={user}
            isSelf={user.id === me?.id}
            togglingActive={setActive.isPending && setActive.variables?.id === user.id}
            onView={() => setViewing(user)}
            onEdit={() => setEditing(user)}
            onToggleActive={(active) => setActive.mutate({ id: user.id, active })}
            onDelete={() => setDeleting(user)}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <>
      <PageHeader
        title="Manage Users"
        subtitle="Create staff accounts, change roles and control who can sign in."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)} data-testid="add-user">
            Add User
          </Button>
        }
      />

      <Paper withBorder p="md" mb="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name or email"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px' }}
            data-testid="users-search"
          />
          {/* The browser's own select, as the lists' status filters: a phone opens its native picker. */}
          <NativeSelect
            label="Role"
            data={ROLE_FILTER_OPTIONS}
            value={role}
            onChange={(event) => {
              setRole(event.currentTarget.value as Role | '');
              setPage(1);
            }}
            style={{ flex: '0 1 220px' }}
            data-testid="users-role-filter"
          />
          <Text c="dimmed" fz="sm" pb={8} ml="auto">
            {users.data ? `${count} ${count === 1 ? 'user' : 'users'}` : ' '}
          </Text>
        </Group>
      </Paper>

      {body()}

      <ListPagination page={page} pageSize={USERS_PAGE_SIZE} count={count} onChange={setPage} />

      <Suspense fallback={null}>
        {adding && <AddUserDialog opened onClose={() => setAdding(false)} />}
        {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      </Suspense>
      <ViewUserDialog user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title="Delete user"
        message={`Are you sure you want to delete ${deleting?.full_name ?? 'this user'}? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        loading={deleteUser.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deleteUser.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
