// Profile → Delete account: asks for the e-mail address typed out, then deletes the account and
// everything in it (profile, library, stories, avatar file, sessions) and leaves for the home page.
import { TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { deleteAccount } from "@/data/account/account";

export function DeleteAccountCard() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const email = user?.email ?? "";
  const matches = email !== "" && typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    setOpen(false);
    setTyped("");
    setError("");
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return setError("Type your e-mail address exactly as shown.");
    setBusy(true);
    setError("");
    try {
      // Signs out here too: the session no longer exists on the server.
      await deleteAccount(typed.trim());
      toast.success("Your account was deleted", { description: "Everything in it is gone. Thank you for building with Worldloom." });
      void navigate("/");
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-destructive/40 bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <TriangleAlert className="size-5 text-destructive" aria-hidden="true" /> Delete account
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted-foreground">
          Deletes your profile, library, universes, stories and uploaded pictures for good. Forum posts stay, without your name.
        </p>
        <Button variant="destructive" className="shrink-0" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      </div>
      <Modal isOpen={open} onClose={close} title="Delete your account?" description="This cannot be undone." size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Confirm account deletion" className="space-y-3">
          <Label htmlFor={`${id}-confirm`} className="block leading-snug">
            To confirm, type <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>
          </Label>
          <Input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || busy}>
              {busy ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
