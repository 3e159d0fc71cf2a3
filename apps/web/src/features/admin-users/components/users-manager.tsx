import { messages, type User } from '@store/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-panels';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { formatStoreDate } from '../../../lib/store-time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteUserMutation, useGetUsersQuery } from '../api/users-admin-api';
import { UserFormDialog } from './user-form-dialog';
import { DeleteIconButton, EditIconButton } from '../../../components/ui/icon-action-buttons';


/** The users table, 10 a page, with a search box and the edit and delete dialogs. */
export function UsersManager() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [term, setTerm] = useState(search);
  const debounced = useDebouncedValue(term.trim(), 300);
  const { data, isLoading, isError, isFetching, refetch } = useGetUsersQuery({ page, search });
  const [remove, { isLoading: deleting }] = useDeleteUserMutation();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<User | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    if (debounced === search) return;
    setParams(debounced ? { search: debounced } : {}, { replace: true });
  }, [debounced, search, setParams]);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  const askDelete = (user: User | null) => {
    setDeleteError(null);
    setDeleteTarget(user);
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      const result = await remove(deleteTarget._id).unwrap();
      toast({ tone: 'success', title: result.message ?? messages.USER_DELETED });
      setDeleteTarget(null);
    } catch (error) {
      setDeleteError(asApiProblem(error, messages.DELETE_USER_FAILED).message);
    }
  };

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
      {isLoading ? (
        <Skeleton className="h-64" />
      ) : isError || !data ? (
        <ErrorState title={messages.FETCH_USERS_FAILED} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('admin.users.count', { count: data.total })}</p>
          <DataTable label={t('page.adminUsers.title')}>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.name')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.phone')}</th>
                <th scope="col">{t('admin.users.role')}</th>
                <th scope="col">{t('admin.users.joined')}</th>
                {/* Sticky at the end: on a phone the edit and delete buttons stay in view while the table scrolls sideways. */}
                <th scope="col" className="sticky end-0 w-px border-s border-s-slate-200 text-end">
                  {t('admin.table.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.length === 0 ? (
                <tr>
                  <td colSpan={6} className="py-8 text-center text-slate-500">
                    {t('admin.users.empty')}
                  </td>
                </tr>
              ) : (
                data.data.map((user) => (
                  <tr key={user._id}>
                    <td className="font-medium whitespace-nowrap">{user.name}</td>
                    <td className="whitespace-nowrap">{user.email}</td>
                    <td className="whitespace-nowrap tabular-nums" dir="ltr">
                      {user.phone}
                    </td>
                    <td>
                      <span
                        className={
                          user.role === 'admin'
                            ? 'rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200 ring-inset'
                            : 'text-xs text-slate-600'
                        }
                      >
                        {t(`admin.users.role.${user.role}`)}
                      </span>
                    </td>
                    <td className="whitespace-nowrap text-slate-600">{formatStoreDate(user.createdAt)}</td>
                    <td className="sticky end-0 border-s border-s-slate-100 bg-white">
                      <div className="flex justify-end gap-1">
                        <EditIconButton label={t('admin.action.edit', { name: user.name })} onClick={() => setEditing(user)} />
                        <DeleteIconButton label={t('admin.action.delete', { name: user.name })} onClick={() => askDelete(user)} />
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
          <Pagination currentPage={data.currentPage} totalPages={data.totalPages} hrefFor={hrefFor} />
        </>
      )}
      {editing ? <UserFormDialog user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && askDelete(null)}
        title={t('admin.users.deleteTitle')}
        error={deleteError}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      >
        {t('admin.users.deleteText', { name: deleteTarget?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
