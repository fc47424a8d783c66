// The dialogs of the Users tab: ban for a period (with a reason) and delete (type the e-mail).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { showErrorToast } from "@/lib/toast-store";
import { useAdminMutation } from "@/data/admin/admin-mutation";
import { isBanned, type AdminUser } from "@/data/admin/types";
import { banUser, deleteUser, unbanUser } from "@/data/admin/user-actions";
import { dateTime, day } from "./parts";

const PERIODS = [
  { value: "1", label: "1 day" },
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "365", label: "1 year" },
  { value: "36500", label: "Permanently" },
];

export function BanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const ban = useAdminMutation(banUser);
  const unban = useAdminMutation(unbanUser);
  const submit = () => {
    if (!user) return;
    const until = new Date(Date.now() + Number(days) * 86_400_000).toISOString();
    ban.mutate(
      { target: user.id, until, reason },
      {
        onSuccess: () => {
          toast.success(`${user.email} is banned`, {
            description: "Their sessions have ended; signing in is refused until the ban ends.",
            action: {
              label: "Undo",
              onClick: () =>
                unban.mutate(user.id, {
                  onSuccess: () => toast.success(`${user.email} is unbanned`),
                  onError: (e) => showErrorToast("Could not unban", e.message),
                }),
            },
          });
          setReason("");
          onClose();
        },
        onError: (e) => showErrorToast("Could not ban this user", e.message),
      },
    );
  };
  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={`Ban ${user?.email ?? ""}`}
      description="They are signed out everywhere at once, and cannot sign in or refresh a session until the ban ends."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={ban.isPending || reason.trim() === ""} onClick={submit}>
            Ban
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="ban-period">For</Label>
          <Select value={days} onValueChange={setDays}>
            <SelectTrigger id="ban-period" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PERIODS.map((p) => (
                <SelectItem key={p.value} value={p.value}>
                  {p.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="ban-reason">Reason (kept in the audit log)</Label>
          <Textarea id="ban-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} rows={3} />
        </div>
      </div>
    </Modal>
  );
}

export function DeleteDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [reason, setReason] = useState("");
  const del = useAdminMutation(deleteUser);
  const close = () => {
    setTyped("");
    setReason("");
    onClose();
  };
  const submit = () => {
    if (!user) return;
    del.mutate(
      { target: user.id, reason },
      { onSuccess: () => (toast.success(`${user.email} was deleted`), close()), onError: (e) => showErrorToast("Could not delete this user", e.message) },
    );
  };
  const ready = user !== null && typed.trim().toLowerCase() === user.email.toLowerCase() && reason.trim() !== "";
  return (
    <Modal
      isOpen={user !== null}
      onClose={close}
      title={`Delete ${user?.email ?? ""}?`}
      description={`This deletes the account and everything of theirs: ${user?.item_count ?? 0} items, ${user?.document_count ?? 0} story documents, their universes, votes and notes. It cannot be undone.`}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={!ready || del.isPending} onClick={submit}>
            Delete for good
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="delete-email">Type the e-mail address to confirm</Label>
          <Input id="delete-email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="delete-reason">Reason (kept in the audit log)</Label>
          <Textarea id="delete-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} rows={2} />
        </div>
      </div>
    </Modal>
  );
}

/** One account in full ("open one"): what the list row shortens. */
export function DetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const rows: [string, string][] = user
    ? [
        ["E-mail", user.email],
        ["Name", user.display_name ?? "—"],
        ["User id", user.id],
        ["Joined", dateTime(user.created_at)],
        ["Last sign-in", user.last_sign_in_at ? dateTime(user.last_sign_in_at) : "never"],
        ["E-mail confirmed", user.confirmed_at ? dateTime(user.confirmed_at) : "not yet"],
        ["Banned", isBanned(user) ? `until ${day(user.banned_until)}` : "no"],
        ["Administrator", user.is_admin ? "yes" : "no"],
        ["Library items", String(user.item_count)],
        ["Story documents", String(user.document_count)],
      ]
    : [];
  return (
    <Modal isOpen={user !== null} onClose={onClose} title={user?.email ?? ""}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="min-w-0 break-all">{v}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
