// A universe's cover picture: upload one (stored in the covers bucket) or give an address, with a
// preview and Remove. The form keeps the address; the dialog decides what to clean up on save or
// cancel (a picture uploaded and then not kept is deleted again).
import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { coverFileProblem, coverPath, uploadCover } from "@/data/universes/covers";
import { imageSrc } from "@/lib/image-src";

interface Props {
  userId: string | null;
  value: string;
  onChange: (url: string) => void;
  /** Called with each address this field uploaded, so the dialog can remove the ones not kept. */
  onUploaded: (url: string) => void;
  error?: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}

export function CoverField({ userId, value, onChange, onUploaded, error, inputProps }: Props) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const [broken, setBroken] = useState<string | null>(null);
  const stored = coverPath(value) !== null;
  const shown = /^https?:\/\//i.test(value.trim()) && broken !== value ? (imageSrc(value.trim()) ?? null) : null;

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = "";
    if (!f || !userId) return;
    const bad = coverFileProblem(f);
    setProblem(bad);
    if (bad) return;
    setBusy(true);
    try {
      const url = await uploadCover(userId, f);
      onUploaded(url);
      onChange(url);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const message = problem || error;
  return (
    <div className="grid gap-2">
      <Label htmlFor="universe-image">Cover picture (optional)</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className="flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted sm:w-40"
          aria-busy={busy || undefined}
        >
          {shown ? (
            <img src={shown} alt="Cover preview" className="size-full object-cover" data-testid="cover-preview" onError={() => setBroken(value)} />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">{busy ? "Uploading…" : "No picture"}</span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            {userId && (
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => file.current?.click()}>
                <ImageUp aria-hidden="true" /> {busy ? "Uploading…" : "Upload picture"}
              </Button>
            )}
            {value.trim() && (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => onChange("")}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            )}
          </div>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="cover-input"
            onChange={(e) => void pick(e)}
          />
          <Input
            id="universe-image"
            type="url"
            inputMode="url"
            placeholder={stored ? "" : "or an address: https://…"}
            maxLength={2000}
            autoComplete="off"
            aria-invalid={!!message}
            aria-describedby={message ? "universe-image-error" : "universe-image-hint"}
            {...inputProps}
          />
          {message ? (
            <p id="universe-image-error" className="text-sm text-destructive">
              {message}
            </p>
          ) : (
            <p id="universe-image-hint" className="text-xs text-muted-foreground">
              PNG, JPEG, WebP or GIF up to 5 MB; it is resized and stored with your universe.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
