// The theme menu itself (Radix Dropdown Menu), loaded after the first render by theme-toggle.tsx.
import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { ThemeChoice } from "@/lib/theme";

export function ThemeMenu({ pick, defaultOpen, autoFocus }: { pick: (c: ThemeChoice) => void; defaultOpen?: boolean; autoFocus?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Theme" autoFocus={autoFocus}>
          <Sun className="size-5 dark:hidden" aria-hidden="true" />
          <Moon className="hidden size-5 dark:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => pick("light")}>
          <Sun /> Parchment (light)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => pick("dark")}>
          <Moon /> Night (dark)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => pick("system")}>
          <Monitor /> Follow system
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
