import { messages, type User } from '@store/contract';
import { KeyRound, Search } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '#web/components/admin/admin-list';
import { AdminTable, type AdminColumn } from '#web/components/admin/admin-table';
import { useConfirmDelete } from '#web/components/admin/use-confirm-delete';
import { useListParams, useSearchTerm } from '#web/components/admin/use-list-params';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DeleteIconButton, EditIconButton } from '#web/components/ui/icon-action-buttons';
import { asApiProblem } from '#web/lib/api-client';
import { sentence, t } from '#web/lib/i18n';
import { formatStoreDate } from '#web/lib/store-time';
import { useToast } from '#web/components/ui/toast/use-toast';
import { useDeleteUserMutation, useGetUsersQuery, useSendResetLinkMutation } from '../api/users-admin-api';
import { UserFormDialog } from './user-form-dialog';

/** The table's columns (a function: the admin texts load with the admin layout, after this module may have). */
function userColumns(): readonly AdminColumn<User>[] {
  return [
  { id: 'name', header: t('admin.users.name'), cellClassName: 'font-medium whitespace-nowrap', cell: (user) => user.name },
  { id: 'email', header: t('admin.users.email'), cellClassName: 'whitespace-nowrap', cell: (user) => user.email },
  {
    id: 'phone',
    header: t('admin.users.phone'),
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (user) => <span dir="ltr">{user.phone}</span>,
  },
  {
    id: 'role',
    header: t('admin.users.role'),
    cell: (user) => (
      <span
        className={
          user.role === 'admin'
            ? 'rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200 ring-inset'
            : 'text-xs text-slate-600'
        }
      >
        {t(`admin.users.role.${user.role}`)}
      </span>
    ),
  },
  { id: 'joined', header: t('admin.users.joined'), cellClassName: 'whitespace-nowrap text-slate-600', cell: (user) => formatStoreDate(user.createdAt) },
  ];
}

/** "Send reset link" (issue 13 item 1): the user gets the e-mail; the admin a toast, never the link. */
function useSendResetLink() {
  const send = useSendResetLinkMutation();
  const toast = useToast();
  return {
    pendingFor: send.isPending ? send.variables : undefined,
    async sendTo(user: User) {
      try {
        const answer = await send.mutateAsync(user._id);
        toast({ tone: 'success', title: answer.message ?? sentence('RESET_LINK_SENT_TO_USER', messages.RESET_LINK_SENT_TO_USER, { email: user.email }) });
      } catch (error) {
        toast({ tone: 'error', title: asApiProblem(error, messages.SEND_RESET_LINK_FAILED).message });
      }
    },
  };
}

/** The users table, 10 a page, with a search box, the edit and delete dialogs and the reset link. */
export function UsersManager() {
  const list = useListParams();
  const { search, term, setTerm } = useSearchTerm(list);
  const query = useGetUsersQuery({ page: list.page, search });
  const remove = useDeleteUserMutation();
  const resetLink = useSendResetLink();
  const [editing, setEditing] = useState<User | null>(null);
  const deletion = useConfirmDelete<User>({
    remove: (user) => remove.mutateAsync(user._id),
    deleted: messages.USER_DELETED,
    failed: messages.DELETE_USER_FAILED,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <label htmlFor="user-search" className="sr-only">
          {t('admin.users.search')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="user-search"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('admin.users.searchPlaceholder')}
          className="h-10 w-full rounded-lg border border-field bg-white ps-9 pe-3 text-sm shadow-sm placeholder:text-slate-500 hover:border-slate-500"
        />
      </div>
      <AdminList
        query={query}
        failedTitle={messages.FETCH_USERS_FAILED}
        count={(data) => t('admin.users.count', { count: data.total })}
        paging={(data) => data}
      >
        {(data) => (
          <AdminTable
            label={t('page.adminUsers.title')}
            columns={userColumns()}
            rows={data.data}
            rowKey={(user) => user._id}
            empty={t('admin.users.empty')}
            renderActions={(user) => (
              <>
                <EditIconButton label={t('admin.action.edit', { name: user.name })} onClick={() => setEditing(user)} />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.users.sendResetLink', { name: user.name })}
                  title={t('admin.users.sendResetLink', { name: user.name })}
                  disabled={resetLink.pendingFor === user._id}
                  onClick={() => void resetLink.sendTo(user)}
                >
                  <KeyRound aria-hidden="true" className="size-4" />
                </Button>
                <DeleteIconButton label={t('admin.action.delete', { name: user.name })} onClick={() => deletion.ask(user)} />
              </>
            )}
          />
        )}
      </AdminList>
      {editing ? <UserFormDialog user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title={t('admin.users.deleteTitle')} {...deletion.dialog}>
        {t('admin.users.deleteText', { name: deletion.target?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
