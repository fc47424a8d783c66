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
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
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
      size="lg"
      description={
        way === "upload"
          ? "Upload a picture of your world, a land or a town. You place the pins on it next."
          : "Worldloom draws a land for you from a seed: coasts, rivers, mountains, towns and regions, named in your universe's language."
      }
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
        <Tabs
          value={way}
          onValueChange={(v) => {
            setWay(v as Way);
            setProblem("");
          }}
        >
          <TabsList aria-label="How to make the map" className="grid h-auto w-full grid-cols-2 gap-1">
            <TabsTrigger value="upload" className="gap-2 py-2" disabled={create.isPending}>
              <ImageUp className="size-4" aria-hidden="true" /> Upload a picture
            </TabsTrigger>
            <TabsTrigger value="generate" className="gap-2 py-2" disabled={create.isPending}>
              <Sparkles className="size-4" aria-hidden="true" /> Generate a map
            </TabsTrigger>
          </TabsList>
        </Tabs>
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
