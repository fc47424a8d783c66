// How a pin looks: its colour (a stored `#rrggbb`, or the default) and its icon (a name from this set,
// which the database holds to `^[a-z0-9-]{0,40}$`, docs/maps.md), drawn as a round badge with a point.
import {
  Anchor,
  Castle,
  Church,
  Crown,
  Flag,
  Flame,
  Gem,
  Hexagon,
  House,
  Landmark,
  MapPin,
  Mountain,
  Scroll,
  Route,
  Ship,
  Skull,
  Star,
  Swords,
  Tent,
  TreePine,
  Users,
  Waves,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";

export const PIN_COLORS: readonly { name: string; value: string }[] = [
  { name: "Red", value: "#b91c1c" },
  { name: "Amber", value: "#b45309" },
  { name: "Green", value: "#15803d" },
  { name: "Teal", value: "#0f766e" },
  { name: "Blue", value: "#1d4ed8" },
  { name: "Violet", value: "#6d28d9" },
  { name: "Rose", value: "#be185d" },
  { name: "Slate", value: "#334155" },
];
export const DEFAULT_PIN_COLOR = PIN_COLORS[0]!.value;

export const PIN_ICONS: readonly { name: string; label: string; Icon: LucideIcon }[] = [
  { name: "map-pin", label: "Pin", Icon: MapPin },
  { name: "castle", label: "Castle", Icon: Castle },
  { name: "house", label: "Town", Icon: House },
  { name: "landmark", label: "Landmark", Icon: Landmark },
  { name: "church", label: "Temple", Icon: Church },
  { name: "tent", label: "Camp", Icon: Tent },
  { name: "mountain", label: "Mountain", Icon: Mountain },
  { name: "tree-pine", label: "Forest", Icon: TreePine },
  { name: "waves", label: "Water", Icon: Waves },
  { name: "anchor", label: "Harbour", Icon: Anchor },
  { name: "ship", label: "Ship", Icon: Ship },
  { name: "swords", label: "Battle", Icon: Swords },
  { name: "skull", label: "Danger", Icon: Skull },
  { name: "crown", label: "Capital", Icon: Crown },
  { name: "users", label: "People", Icon: Users },
  { name: "gem", label: "Treasure", Icon: Gem },
  { name: "flame", label: "Fire", Icon: Flame },
  { name: "scroll", label: "Lore", Icon: Scroll },
  { name: "flag", label: "Flag", Icon: Flag },
  { name: "star", label: "Star", Icon: Star },
];
export const DEFAULT_PIN_ICON = "map-pin";

export const iconOf = (name: string): LucideIcon => PIN_ICONS.find((i) => i.name === name)?.Icon ?? MapPin;
export const colorOf = (color: string | null) => color ?? DEFAULT_PIN_COLOR;

/** The pin as drawn on the map (decorative: the marker around it carries the name). */
export function PinGlyph({ icon, color, open }: { icon: string; color: string | null; open: boolean }) {
  const Icon = iconOf(icon);
  const fill = colorOf(color);
  return (
    <span className="flex flex-col items-center drop-shadow-md" aria-hidden="true">
      <span
        className={cn("grid size-8 place-items-center rounded-full border-2 border-white text-white", open && "ring-4 ring-ring ring-offset-1")}
        style={{ background: fill }}
      >
        <Icon className="size-4" strokeWidth={2.25} />
      </span>
      <span className="-mt-1.5 size-3 rotate-45 border-b-2 border-r-2 border-white" style={{ background: fill }} />
    </span>
  );
}

/** A small badge of the pin (region, path) for lists and cards. */
export function PinBadge({
  icon,
  color,
  kind = "pin",
  className,
}: {
  icon: string;
  color: string | null;
  kind?: "pin" | "region" | "path";
  className?: string;
}) {
  const Icon = kind === "region" ? Hexagon : kind === "path" ? Route : iconOf(icon);
  return (
    <span
      className={cn("grid size-6 shrink-0 place-items-center text-white", kind === "pin" ? "rounded-full" : "rounded-md", className)}
      style={{ background: colorOf(color) }}
      aria-hidden="true"
    >
      <Icon className="size-3.5" />
    </span>
  );
}
