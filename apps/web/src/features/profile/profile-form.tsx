// Public profile: avatar, display name, username (checked while typing), bio and links. Saved
// together with Save profile; the avatar saves on its own as soon as a picture is uploaded.
import { useQueryClient } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { AvatarField } from "./avatar-field";
import { profileKeys } from "@/data/profiles/keys";
import { saveProfile } from "@/data/profiles/save-profile";
import type { Profile, ProfileChanges } from "@/data/profiles/types";
import { BIO_MAX, DISPLAY_NAME_MAX, linksProblem } from "./profile-rules";
import { useUsernameCheck, usernameMessages } from "./use-username-check";

const splitLinks = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const qc = useQueryClient();
  const id = useId();
  const [displayName, setDisplayName] = useState(profile.display_name ?? "");
  const [username, setUsername] = useState(profile.username ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const [links, setLinks] = useState(profile.links.join("\n"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const nameState = useUsernameCheck(username, profile.username);
  const linkError = linksProblem(splitLinks(links));
  const nameBlocks = nameState === "invalid" || nameState === "taken" || nameState === "checking";

  const save = async (changes: ProfileChanges) => {
    await saveProfile(profile.id, changes);
    // Every cached profile read (own row, author names and avatars on other pages) sees the change.
    await qc.invalidateQueries({ queryKey: profileKeys.all });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (nameBlocks || linkError) return;
    setBusy(true);
    setError("");
    try {
      await save({
        display_name: displayName.trim() || null,
        username: username.trim() || null,
        bio: bio.trim() || null,
        links: splitLinks(links),
      });
      toast.success("Profile saved");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const message = usernameMessages[nameState];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <UserRound className="size-5 text-muted-foreground" aria-hidden="true" /> Public profile
      </h2>
      <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
        Signed in as <span className="font-medium text-foreground">{email}</span>. Everything below is visible to everyone.
      </p>
      <div className="mt-5">
        <AvatarField userId={profile.id} url={profile.avatar_url} name={displayName || username} onChange={(url) => save({ avatar_url: url })} />
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Public profile" className="mt-6 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-display`}>Display name</Label>
          <Input id={`${id}-display`} value={displayName} maxLength={DISPLAY_NAME_MAX} autoComplete="name" onChange={(e) => setDisplayName(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input
            id={`${id}-username`}
            value={username}
            maxLength={32}
            autoComplete="username"
            spellCheck={false}
            aria-invalid={nameState === "invalid" || nameState === "taken" ? true : undefined}
            aria-describedby={`${id}-username-status`}
            onChange={(e) => setUsername(e.target.value)}
          />
          <p
            id={`${id}-username-status`}
            aria-live="polite"
            className={cn(
              "min-h-5 text-sm",
              nameState === "available" ? "text-primary" : nameState === "invalid" || nameState === "taken" ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {message}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-bio`}>Bio</Label>
          <Textarea id={`${id}-bio`} value={bio} maxLength={BIO_MAX} rows={4} aria-describedby={`${id}-bio-count`} onChange={(e) => setBio(e.target.value)} />
          <p id={`${id}-bio-count`} className="text-xs text-muted-foreground">
            {bio.length} / {BIO_MAX}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-links`}>Links</Label>
          <Textarea
            id={`${id}-links`}
            value={links}
            rows={3}
            placeholder="https://example.com"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${id}-links-hint`}
            onChange={(e) => setLinks(e.target.value)}
          />
          <p id={`${id}-links-hint`} className={cn("text-xs", linkError ? "text-destructive" : "text-muted-foreground")}>
            {linkError || "Up to 5 web addresses, one per line."}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy || nameBlocks || Boolean(linkError)}>
          {busy ? "Saving…" : "Save profile"}
        </Button>
      </form>
    </section>
  );
}
