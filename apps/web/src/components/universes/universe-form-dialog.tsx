// The "New universe" / "Edit universe" dialog: name, description, genre, cover colour and picture, visibility.
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import { countUnassigned } from "@/data/universes/bring-in";
import { useCreateUniverse } from "@/data/universes/create-universe";
import { useMyUniverses } from "@/data/universes/get-universes";
import { removeCovers } from "@/data/universes/covers";
import { COVER_COLORS, type Universe, type UniverseInput } from "@/data/universes/types";
import { useUpdateUniverse } from "@/data/universes/update-universe";
import { cn } from "@/lib/utils";
import { BringInDialog, type BringInOffer } from "./bring-in-dialog";
import { CoverField } from "./cover-field";

const COLOR_NAMES: Record<(typeof COVER_COLORS)[number], string> = {
  "#8a5a2b": "Umber",
  "#a33b3b": "Madder red",
  "#b7791f": "Ochre",
  "#4d7c3a": "Moss",
  "#2a6f97": "Sea blue",
  "#5b4b8a": "Indigo",
  "#8a3d6e": "Plum",
  "#3f4a56": "Slate",
};
const GENRES = [
  "Fantasy",
  "High fantasy",
  "Dark fantasy",
  "Science fiction",
  "Space opera",
  "Cyberpunk",
  "Steampunk",
  "Post-apocalyptic",
  "Horror",
  "Historical",
  "Mythic",
  "Modern",
];

interface FormValues {
  name: string;
  description: string;
  genre: string;
  cover_color: string;
  cover_image_url: string;
  isPublic: boolean;
}

const toValues = (u?: Universe | null): FormValues => ({
  name: u?.name ?? "",
  description: u?.description ?? "",
  genre: u?.genre ?? "",
  cover_color: u?.cover_color ?? COVER_COLORS[0],
  cover_image_url: u?.cover_image_url ?? "",
  isPublic: u?.visibility === "public",
});

export function UniverseFormDialog({
  open,
  onOpenChange,
  universe,
  onSaved,
  offerToBringIn = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The universe to edit; absent for a new one. */
  universe?: Universe | null;
  onSaved?: (id: string) => void;
  /**
   * For a user's first universe: when work exists outside any universe, ask whether to bring it
   * in before `onSaved` (which makes the universe current); kept outside, `onSaved` is not called.
   */
  offerToBringIn?: boolean;
}) {
  const create = useCreateUniverse();
  const update = useUpdateUniverse();
  const { register, handleSubmit, control, reset, formState, watch, setValue } = useForm<FormValues>({ defaultValues: toValues(universe) });
  const { user } = useAuth();
  const mine = useMyUniverses(user?.id);
  const [offer, setOffer] = useState<BringInOffer | null>(null);
  // Pictures uploaded while the dialog is open: those not kept are deleted on save or cancel.
  const uploaded = useRef<string[]>([]);
  useEffect(() => {
    if (open) reset(toValues(universe));
    uploaded.current = [];
  }, [open, universe, reset]);
  const close = () => {
    void removeCovers(uploaded.current);
    uploaded.current = [];
    onOpenChange(false);
  };

  const pending = create.isPending || update.isPending;
  const onSubmit = handleSubmit((v) => {
    const input: UniverseInput = {
      name: v.name.trim(),
      description: v.description.trim(),
      genre: v.genre.trim(),
      cover_color: v.cover_color,
      cover_image_url: v.cover_image_url.trim() || null,
      visibility: v.isPublic ? "public" : "private",
    };
    const done = (id: string, verb: string) => {
      toast.success(`${verb} universe ${input.name}`);
      // The pictures not kept, and the old stored cover when it was replaced or removed.
      const old = universe?.cover_image_url;
      void removeCovers([...uploaded.current, ...(old && old !== input.cover_image_url ? [old] : [])].filter((u) => u !== input.cover_image_url));
      uploaded.current = [];
      onOpenChange(false);
      const first = !universe && offerToBringIn && user && mine.data?.length === 0;
      if (!first) return onSaved?.(id);
      countUnassigned(user.id).then(
        (unassigned) => (unassigned.items + unassigned.documents > 0 ? setOffer({ universeId: id, name: input.name, unassigned }) : onSaved?.(id)),
        // Unknown: keep "All universes" current rather than hide anything.
        () => undefined,
      );
    };
    const fail = (e: Error) => toast.error(universe ? "Could not save the universe" : "Could not create the universe", { description: e.message });
    if (universe) update.mutate({ id: universe.id, patch: input }, { onSuccess: () => done(universe.id, "Saved"), onError: fail });
    else create.mutate(input, { onSuccess: (id) => done(id, "Created"), onError: fail });
  });
  const nameError = formState.errors.name?.message;
  const imageError = formState.errors.cover_image_url?.message;

  return (
    <>
      {user && <BringInDialog offer={offer} ownerId={user.id} onClose={() => setOffer(null)} onBroughtIn={(id) => onSaved?.(id)} />}
      <Modal
        isOpen={open}
        onClose={close}
        title={universe ? "Edit universe" : "New universe"}
        description={
          universe
            ? "Change how this world is named and shown."
            : "A universe gathers everything you make for one world. While it is the current universe, what you save lands in it."
        }
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="universe-form" disabled={pending}>
              {universe ? "Save universe" : "Create universe"}
            </Button>
          </>
        }
      >
        <form id="universe-form" noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="universe-name">Name</Label>
            <Input
              id="universe-name"
              autoComplete="off"
              maxLength={120}
              aria-invalid={!!nameError}
              aria-describedby={nameError ? "universe-name-error" : undefined}
              {...register("name", {
                validate: (v) => (v.trim() ? true : "Give your universe a name."),
                maxLength: { value: 120, message: "Keep the name to 120 characters." },
              })}
            />
            {nameError && (
              <p id="universe-name-error" className="text-sm text-destructive">
                {nameError}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="universe-description">Description</Label>
            <Textarea id="universe-description" rows={3} maxLength={4000} {...register("description")} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="universe-genre">Genre</Label>
            <Input id="universe-genre" list="universe-genres" maxLength={60} autoComplete="off" {...register("genre")} />
            <datalist id="universe-genres">
              {GENRES.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Cover colour</legend>
            <Controller
              control={control}
              name="cover_color"
              render={({ field }) => (
                <div role="radiogroup" aria-label="Cover colour" className="flex flex-wrap gap-2">
                  {COVER_COLORS.map((c) => (
                    <button
                      key={c}
                      type="button"
                      role="radio"
                      aria-checked={field.value === c}
                      aria-label={COLOR_NAMES[c]}
                      title={COLOR_NAMES[c]}
                      tabIndex={field.value === c || (!COVER_COLORS.includes(field.value as never) && c === COVER_COLORS[0]) ? 0 : -1}
                      onClick={() => field.onChange(c)}
                      onKeyDown={(e) => {
                        const i = COVER_COLORS.indexOf(c);
                        const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
                        if (!step) return;
                        e.preventDefault();
                        const next = COVER_COLORS[(i + step + COVER_COLORS.length) % COVER_COLORS.length] ?? COVER_COLORS[0];
                        field.onChange(next);
                        (e.currentTarget.parentElement?.querySelector(`[title="${COLOR_NAMES[next]}"]`) as HTMLElement | null)?.focus();
                      }}
                      className={cn(
                        "size-9 rounded-full border-2 border-transparent ring-offset-2 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        field.value === c && "border-foreground",
                      )}
                      style={{ backgroundColor: c }}
                    />
                  ))}
                </div>
              )}
            />
          </fieldset>
          <CoverField
            userId={user?.id ?? null}
            value={watch("cover_image_url")}
            onChange={(url) => setValue("cover_image_url", url, { shouldDirty: true, shouldValidate: true })}
            onUploaded={(url) => uploaded.current.push(url)}
            {...(imageError ? { error: imageError } : {})}
            inputProps={register("cover_image_url", {
              validate: (v) => (!v.trim() || /^https?:\/\/\S+$/i.test(v.trim()) ? true : "Use a web address starting with https://"),
            })}
          />
          <Controller
            control={control}
            name="isPublic"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Switch id="universe-public" checked={field.value} onCheckedChange={field.onChange} aria-describedby="universe-public-hint" />
                <div className="grid gap-1">
                  <Label htmlFor="universe-public">Public</Label>
                  <p id="universe-public-hint" className="text-xs text-muted-foreground">
                    Anyone may see its name and description. Items keep their own visibility.
                  </p>
                </div>
              </div>
            )}
          />
        </form>
      </Modal>
    </>
  );
}
