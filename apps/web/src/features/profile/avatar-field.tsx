// The avatar: a preview (the picture, or the initial), Upload picture and Remove. Uploading
// sends the file to the avatars bucket straight away (the server checks it, resizes it and
// stores WebP) and saves the new address on the profile; Remove can be undone from the toast.
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { uploadAvatar } from "@/data/profiles/upload-avatar";
import { Avatar } from "@/components/avatar";
import { imageSrc } from "@/lib/image-src";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "./profile-rules";

interface Props {
  userId: string;
  url: string | null;
  name: string;
  /** Saves the profile's avatar_url; throws when it could not. */
  onChange: (url: string | null) => Promise<void>;
}

export function AvatarField({ userId, url, name, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const id = useId();
  // The local preview is a blob: of the file just picked; the stored address goes through imageSrc.
  const shown = preview ?? imageSrc(url);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setError("");
    if (!AVATAR_TYPES.includes(file.type)) return setError("Choose a PNG, JPEG, WebP or GIF picture.");
    if (file.size > AVATAR_MAX_BYTES) return setError("That picture is larger than 2 MB.");
    const local = URL.createObjectURL(file);
    setPreview(local);
    setBusy(true);
    try {
      await onChange(await uploadAvatar(userId, file));
      toast.success("Avatar updated");
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
      setBusy(false);
    }
  };

  const remove = async () => {
    const before = url;
    setBusy(true);
    try {
      await onChange(null);
      toast("Avatar removed", { action: { label: "Undo", onClick: () => void onChange(before) } });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div aria-busy={busy || undefined}>
        <Avatar url={url} preview={preview} name={name} size="xl" alt={shown ? "Your avatar" : ""} />
      </div>
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" /> {busy ? "Uploading…" : "Upload picture"}
          </Button>
          {url && (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void remove()}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          PNG, JPEG, WebP or GIF, up to 2 MB. It is shown to everyone.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Avatar picture file"
          aria-describedby={`${id}-hint`}
          data-testid="avatar-input"
          onChange={(e) => void pick(e)}
        />
      </div>
    </div>
  );
}
