// The lucide icon of each kind (the catalogue names them), imported one by one so the bundle
// carries only these.
import {
  BookOpen,
  Brush,
  CalendarClock,
  CalendarDays,
  Church,
  Cog,
  Crown,
  Diamond,
  Dices,
  Dna,
  Eye,
  Flag,
  Flame,
  FlaskConical,
  Gem,
  Ghost,
  Hammer,
  Landmark,
  Languages,
  MapPin,
  Pickaxe,
  ScrollText,
  Shirt,
  Signature,
  Skull,
  Sword,
  Swords,
  Trees,
  UserRound,
  Users,
  WandSparkles,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { Group } from "@worldloom/generators";

const icons: Record<string, LucideIcon> = {
  BookOpen,
  Brush,
  CalendarClock,
  CalendarDays,
  Church,
  Cog,
  Crown,
  Diamond,
  Dices,
  Dna,
  Eye,
  Flag,
  Flame,
  FlaskConical,
  Gem,
  Ghost,
  Hammer,
  Landmark,
  Languages,
  MapPin,
  Pickaxe,
  ScrollText,
  Shirt,
  Signature,
  Skull,
  Sword,
  Swords,
  Trees,
  UserRound,
  Users,
  WandSparkles,
  Zap,
};

export function KindIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? WandSparkles;
  return <Icon className={className} aria-hidden="true" />;
}

/** One accent colour per area family (docs/design.md). */
export const groupColour: Record<Group, string> = {
  People: "text-people",
  Places: "text-places",
  Things: "text-things",
  Systems: "text-systems",
  Story: "text-story",
};
export const groupBorder: Record<Group, string> = {
  People: "border-t-people",
  Places: "border-t-places",
  Things: "border-t-things",
  Systems: "border-t-systems",
  Story: "border-t-story",
};
