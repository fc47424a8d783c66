// "New map": a name and either a picture (PNG, JPEG or WebP, up to 50 MB and 16,000 px a side) or a
// map the app draws from a seed (generate-map-fields.tsx). A file is checked here first, so a wrong
// one is refused before a long upload (the server checks it again), then stored in the map's own
// folder; a generated map saves only its settings (data/maps/create-map.ts). Then the map opens.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Sparkles } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { editPath } from "@/components/story-documents/tools";
import { useCurrentUniverse } from "@/components/universes/current-universe";
import { createGeneratedMap, createMap } from "@/data/maps/create-map";
import { MAP_IMAGE_TYPES } from "@/data/maps/types";
import { storyDocumentKeys } from "@/data/story-documents/keys";
import { subscriptionKeys } from "@/data/subscription/keys";
import { useUsage } from "@/data/subscription/get-usage";
import { useAuth } from "@/lib/auth";
import { GenerateMapFields, useGenerateMap } from "./generate-map-fields";
import { LIMITS_TEXT, mapFileProblem, mapSizeProblem, megabytes, readImageSize } from "./image-file";

type Way = "upload" | "generate";

interface Picked {
  file: File;
  width: number;
  height: number;
}

const nameOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .slice(0, 200);

export function NewMapDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const { universeId } = useCurrentUniverse();
  const usage = useUsage();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState("");
  const [way, setWay] = useState<Way>("upload");
  const generate = useGenerateMap(way === "generate", universeId);

  const create = useMutation({
    mutationFn: async (p: Picked | null) => {
      if (p) return createMap({ ownerId: user!.id, title: title.trim() || nameOf(p.file) || "Untitled map", universeId, ...p });
      const { generated, suggestedName } = await generate.settle();
      return createGeneratedMap({ title: title.trim() || suggestedName || "Untitled map", universeId, generated });
    },
    onSuccess: (doc) => {
      void qc.invalidateQueries({ queryKey: storyDocumentKeys.all });
      void qc.invalidateQueries({ queryKey: subscriptionKeys.usage });
      toast.success(`Made the map “${doc.title}”`);
      onClose();
      void navigate(editPath(doc));
    },
    onError: (e) => setProblem(e.message),
  });

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPicked(null);
    setProblem("");
    if (!file) return;
    const wrong = mapFileProblem(file);
    if (wrong) return setProblem(wrong);
    const size = await readImageSize(file);
    if (!size) return setProblem(`“${file.name}” could not be read as a PNG, JPEG or WebP picture.`);
    const tooBig = mapSizeProblem(size.width, size.height);
    if (tooBig) return setProblem(tooBig);
    setPicked({ file, ...size });
  };

  const submit = () => {
    if (title.trim().length > 200) return setProblem("A name is at most 200 characters.");
    if (way === "generate") {
      if (!generate.seed.trim()) return setProblem("Give the map a seed: any text up to 64 characters.");
      setProblem("");
      return create.mutate(null);
    }
    if (!picked) return setProblem(problem || "Choose the map's picture first.");
    create.mutate(picked);
  };
  const busy = create.isPending ? (way === "generate" ? "Creating…" : "Uploading…") : null;

  const used = usage.data?.used.storage_bytes;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title="New map"
      size={way === "generate" ? "xl" : "md"}
      description="Upload a picture of your world, a land or a town, or let Worldloom draw one. You place the pins on it next."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {way === "upload" ? <ImageUp aria-hidden="true" /> : <Sparkles aria-hidden="true" />} {busy ?? "Create map"}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <WayChoice
          value={way}
          disabled={create.isPending}
          onChange={(v) => {
            setWay(v);
            setProblem("");
          }}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={title}
            maxLength={200}
            placeholder={way === "generate" ? generate.preview.data?.suggestedName || "The Vale of Ash" : picked ? nameOf(picked.file) : "The Vale of Ash"}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        {way === "generate" ? (
          <>
            <GenerateMapFields state={generate} disabled={create.isPending} />
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </>
        ) : (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-file`}>Picture</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept={MAP_IMAGE_TYPES.join(",")}
              aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
              aria-invalid={!!problem || undefined}
              data-testid="map-image-input"
              disabled={create.isPending}
              onChange={(e) => void pick(e)}
              className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {LIMITS_TEXT} The picture is kept at full size and counts toward your plan&apos;s storage
              {used !== undefined ? ` (you use ${megabytes(used)} now)` : ""}.
            </p>
            {picked && (
              <p className="text-sm" data-testid="map-image-picked">
                {picked.file.name}: {picked.width.toLocaleString("en")} × {picked.height.toLocaleString("en")} px, {megabytes(picked.file.size)}
              </p>
            )}
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
        )}
      </form>
    </Modal>
  );
}

const WAYS: readonly { value: Way; title: string; hint: string; Icon: typeof ImageUp }[] = [
  { value: "upload", title: "Upload a picture", hint: "A map you drew or made elsewhere", Icon: ImageUp },
  { value: "generate", title: "Generate a map", hint: "Drawn from a seed: coasts, rivers, towns", Icon: Sparkles },
];

/** Upload or Generate: two cards, one radio group (the keyboard's arrows move between them). */
function WayChoice({ value, disabled, onChange }: { value: Way; disabled: boolean; onChange: (v: Way) => void }) {
  const id = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-2" disabled={disabled}>
      <legend className="sr-only">How to make the map</legend>
      {WAYS.map((w) => (
        <label
          key={w.value}
          className="flex cursor-pointer items-start gap-2.5 rounded-md border border-input p-2.5 text-sm transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-3"
        >
          <input
            type="radio"
            name={`${id}-way`}
            value={w.value}
            checked={value === w.value}
            onChange={() => onChange(w.value)}
            aria-labelledby={`${id}-${w.value}`}
            aria-describedby={`${id}-${w.value}-hint`}
            className="sr-only"
          />
          <w.Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span id={`${id}-${w.value}`} className="font-medium">
              {w.title}
            </span>
            <span id={`${id}-${w.value}-hint`} className="text-xs text-muted-foreground">
              {w.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
