// Switches between Parchment (light), Night (dark) and the system setting; the choice is remembered.
import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { applyTheme, readThemeChoice, saveThemeChoice, type ThemeChoice } from "@/lib/theme";

export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  useEffect(() => {
    applyTheme(choice);
    if (choice !== "system") return;
    const mq = window.matchMedia?.("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    mq?.addEventListener("change", onChange);
    return () => mq?.removeEventListener("change", onChange);
  }, [choice]);
  const pick = (c: ThemeChoice) => {
    saveThemeChoice(c);
    setChoice(c);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Theme">
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
