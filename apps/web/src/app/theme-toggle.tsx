// Switches between Parchment (light), Night (dark) and the system setting; the choice is remembered.
// The menu (theme-menu.tsx) loads after the first render; until then an identical button stands in.
import { Moon, Sun } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { applyTheme, readThemeChoice, saveThemeChoice, type ThemeChoice } from "@/lib/theme";
import { useEarlyTrigger } from "./early-trigger";

const ThemeMenu = lazy(async () => ({ default: (await import("./theme-menu")).ThemeMenu }));

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
  const early = useEarlyTrigger();
  const placeholder = (
    <Button variant="ghost" size="icon" aria-label="Theme" {...early.placeholderProps}>
      <Sun className="size-5 dark:hidden" aria-hidden="true" />
      <Moon className="hidden size-5 dark:block" aria-hidden="true" />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <ThemeMenu pick={pick} defaultOpen={early.clicked} autoFocus={early.focused} />
    </Suspense>
  );
}
