// The universe switcher in the navigation bar: pick the current universe (or all of them), create a
// new one, or manage them. Signed-in users only; mounted by the nav bar.
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { Check, ChevronsUpDown, Plus, Settings2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth";
import { useCurrentUniverse } from "./current-universe";
import { useVisibleUniverses } from "@/data/universes/get-universes";
import type { Universe } from "@/data/universes/types";
import { UniverseDot } from "./universe-dot";

// The dialogs (a form with react-hook-form, the manage list) load and mount the first time one is
// asked for, not with the navigation bar on every page (docs/decisions/0006-web-budgets.md); opening
// the menu starts their download, so they are usually in by the time an item is chosen.
const loadFormDialog = () => import("./universe-form-dialog");
const loadManageDialog = () => import("./manage-universes-dialog");
const UniverseFormDialog = lazy(async () => ({ default: (await loadFormDialog()).UniverseFormDialog }));
const ManageUniversesDialog = lazy(async () => ({ default: (await loadManageDialog()).ManageUniversesDialog }));
const preloadDialogs = () => void Promise.all([loadFormDialog(), loadManageDialog()]).catch(() => undefined);

const ALL = "all";
const radioClass =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground";

export function UniverseSwitcher() {
  const { user } = useAuth();
  const list = useVisibleUniverses(user?.id);
  const { universeId, universe, setUniverseId } = useCurrentUniverse();
  const [form, setForm] = useState<{ open: boolean; universe: Universe | null }>({ open: false, universe: null });
  const [manage, setManage] = useState(false);
  // Once asked for, the dialogs stay mounted (their closing animation, their state while open).
  const [dialogs, setDialogs] = useState(false);
  if ((form.open || manage) && !dialogs) setDialogs(true);
  const rows = list.data ?? [];
  const name = universe?.name ?? "All universes";

  return (
    <>
      <DropdownMenu
        modal={false}
        onOpenChange={(open) => {
          if (open) preloadDialogs();
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="gap-1.5 px-2 sm:max-w-56" aria-label={`Universe: ${name}`} title={`Universe: ${name}`}>
            <UniverseDot color={universe?.cover_color} className="size-3.5" />
            {/* Under 640 px the bar has no room for the name: the dot and the menu say it. */}
            <span className="hidden truncate sm:inline">{name}</span>
            <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Current universe</DropdownMenuLabel>
          <MenuPrimitive.RadioGroup value={universeId ?? ALL} onValueChange={(v) => setUniverseId(v === ALL ? null : v)}>
            <MenuPrimitive.RadioItem value={ALL} className={radioClass}>
              <MenuPrimitive.ItemIndicator className="absolute left-2">
                <Check className="size-4" aria-hidden="true" />
              </MenuPrimitive.ItemIndicator>
              <UniverseDot />
              All universes
            </MenuPrimitive.RadioItem>
            {rows.map((u) => (
              <MenuPrimitive.RadioItem key={u.id} value={u.id} className={radioClass}>
                <MenuPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden="true" />
                </MenuPrimitive.ItemIndicator>
                <UniverseDot color={u.cover_color} />
                <span className="min-w-0 flex-1 truncate">{u.name}</span>
                <span className="text-xs tabular-nums text-muted-foreground" aria-label={`${u.items} ${u.items === 1 ? "item" : "items"}`}>
                  {u.items}
                </span>
              </MenuPrimitive.RadioItem>
            ))}
          </MenuPrimitive.RadioGroup>
          {list.isError && <p className="px-2 py-1.5 text-xs text-destructive">Your universes could not be loaded.</p>}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setForm({ open: true, universe: null })}>
            <Plus aria-hidden="true" /> New universe…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setManage(true)}>
            <Settings2 aria-hidden="true" /> Manage universes
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogs && (
        <Suspense fallback={null}>
          <UniverseFormDialog
            open={form.open}
            universe={form.universe}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
            offerToBringIn
            onSaved={(id) => {
              // A new universe becomes the current one: that is why it was made.
              if (!form.universe) setUniverseId(id);
            }}
          />
          <ManageUniversesDialog
            open={manage && !form.open}
            onOpenChange={setManage}
            onEdit={(u) => setForm({ open: true, universe: u })}
            onCreate={() => setForm({ open: true, universe: null })}
          />
        </Suspense>
      )}
    </>
  );
}
