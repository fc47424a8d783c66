// Users: search and page through every account; make or remove admin, ban and unban, resend the
// confirmation, delete. A table from 768 px, cards below.
import { MoreHorizontal, Search, Users } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { useAdminMutation } from "@/data/admin/admin-mutation";
import { useUsers } from "@/data/admin/get-users";
import { isBanned, USERS_PER_PAGE, type AdminUser } from "@/data/admin/types";
import { resendConfirmation, setAdmin, unbanUser } from "@/data/admin/user-actions";
import { day, ErrorNote, Pager } from "./parts";
import { BanDialog, DeleteDialog, DetailsDialog } from "./user-dialogs";

function StatusBadges({ u }: { u: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      {u.is_admin && <Badge>Admin</Badge>}
      {isBanned(u) && <Badge variant="destructive">Banned until {day(u.banned_until)}</Badge>}
      {!u.confirmed_at && <Badge variant="outline">Unconfirmed</Badge>}
    </span>
  );
}

function Actions({ u, self, onBan, onDelete, onOpen }: { u: AdminUser; self: boolean; onBan: () => void; onDelete: () => void; onOpen: () => void }) {
  const admin = useAdminMutation(setAdmin);
  const unban = useAdminMutation(unbanUser);
  const resend = useAdminMutation(resendConfirmation);
  const err = (title: string) => (e: Error) => showErrorToast(title, e.message);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${u.email}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onOpen}>Details</DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            admin.mutate(
              { target: u.id, make: !u.is_admin },
              {
                onSuccess: () => toast.success(u.is_admin ? `${u.email} is no longer an admin` : `${u.email} is now an admin`),
                onError: err("Could not change admin rights"),
              },
            )
          }
        >
          {u.is_admin ? "Remove admin" : "Make admin"}
        </DropdownMenuItem>
        {!u.confirmed_at && (
          <DropdownMenuItem
            onSelect={() =>
              resend.mutate(u.id, { onSuccess: () => toast.success(`Confirmation sent to ${u.email}`), onError: err("Could not send the confirmation") })
            }
          >
            Resend confirmation
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {isBanned(u) ? (
          <DropdownMenuItem onSelect={() => unban.mutate(u.id, { onSuccess: () => toast.success(`${u.email} is unbanned`), onError: err("Could not unban") })}>
            Unban
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled={self} onSelect={onBan}>
            Ban…
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={self} className="text-destructive" onSelect={onDelete}>
          Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function UsersTab() {
  const { user } = useAuth();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const [page, setPage] = useState(0);
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [opened, setOpened] = useState<AdminUser | null>(null);
  const users = useUsers(deferred, page);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / USERS_PER_PAGE));
  const actions = (u: AdminUser) => (
    <Actions u={u} self={u.id === user?.id} onBan={() => setBanning(u)} onDelete={() => setDeleting(u)} onOpen={() => setOpened(u)} />
  );

  let body: React.ReactNode;
  if (users.isPending) body = <Skeleton className="h-48" />;
  else if (users.isError) body = <ErrorNote title="The users could not be loaded." error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.rows.length === 0)
    body = (
      <EmptyState icon={Users} title={deferred ? "No matching users" : "No users yet"}>
        {deferred ? `Nobody's e-mail or name contains “${deferred}”.` : "Accounts appear here as people sign up."}
      </EmptyState>
    );
  else
    body = (
      <>
        <table className="hidden w-full text-sm md:table" aria-label="Users">
          <thead className="border-b border-border text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-2 pr-3 font-medium">E-mail</th>
              <th className="py-2 pr-3 font-medium">Joined</th>
              <th className="py-2 pr-3 font-medium">Last sign-in</th>
              <th className="py-2 pr-3 font-medium">Items</th>
              <th className="py-2 pr-3 font-medium">Status</th>
              <th className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.rows.map((u) => (
              <tr key={u.id} className="border-b border-border last:border-0">
                <td className="max-w-64 py-2 pr-3">
                  <div className="truncate font-medium">{u.email}</div>
                  {u.display_name && <div className="truncate text-xs text-muted-foreground">{u.display_name}</div>}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{day(u.created_at)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{day(u.last_sign_in_at)}</td>
                <td className="py-2 pr-3">{u.item_count + u.document_count}</td>
                <td className="py-2 pr-3">
                  <StatusBadges u={u} />
                </td>
                <td className="py-2 text-right">{actions(u)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="space-y-3 md:hidden" aria-label="Users">
          {users.data.rows.map((u) => (
            <li key={u.id} className="rounded-lg border border-border bg-card p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{u.email}</p>
                  {u.display_name && <p className="truncate text-xs text-muted-foreground">{u.display_name}</p>}
                </div>
                {actions(u)}
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                Joined {day(u.created_at)} · last sign-in {day(u.last_sign_in_at)} · {u.item_count + u.document_count} items
              </p>
              <div className="mt-2">
                <StatusBadges u={u} />
              </div>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section aria-label="Users">
      <div className="relative mb-4 max-w-sm">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by e-mail or name"
          className="pl-9"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </div>
      {users.data && (
        <p className="mb-2 text-xs text-muted-foreground">
          {users.data.total.toLocaleString("en")} {users.data.total === 1 ? "account" : "accounts"}
        </p>
      )}
      {body}
      <Pager page={page} pages={pages} onPage={setPage} label="Users pages" />
      <BanDialog user={banning} onClose={() => setBanning(null)} />
      <DeleteDialog user={deleting} onClose={() => setDeleting(null)} />
      <DetailsDialog user={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
