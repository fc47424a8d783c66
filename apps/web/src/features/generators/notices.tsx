// What the page has to say about a share link it was opened with: a damaged link, another
// version of the generator, or a saved world that is not the one the result was woven from.
import { Info, TriangleAlert, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Notice } from "./use-workbench";

function text(n: Notice): string {
  switch (n.kind) {
    case "bad-link":
      return n.message;
    case "version":
      return `This link comes from version ${n.linkVersion} of the generator; this is another version, so the result may differ from the one that was shared.`;
    case "world-differs":
      return "This result was woven from a saved world that is not the one you have here (its author's own characters, places and races, or yours before it changed). The parts that came from that world come out differently for you.";
    case "world-left-out":
      return "This shared result was made without a saved world, so yours is left out to show it as it was shared. Switch on “Use my saved world” to weave yours into the next results.";
  }
}

export function Notices({ notices, onDismiss }: { notices: readonly Notice[]; onDismiss: (n: Notice) => void }) {
  if (notices.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="About this link">
      {notices.map((n) => {
        const warn = n.kind !== "world-left-out";
        const Icon = warn ? TriangleAlert : Info;
        return (
          <li key={n.kind}>
            <div
              role={n.kind === "bad-link" ? "alert" : "status"}
              className={cn("flex items-start gap-3 rounded-lg border p-3 text-sm", warn ? "border-destructive/40 bg-destructive/5" : "bg-card")}
            >
              <Icon className={cn("mt-0.5 size-4 shrink-0", warn ? "text-destructive" : "text-primary")} aria-hidden="true" />
              <p className="flex-1">{text(n)}</p>
              <Button variant="ghost" size="sm" aria-label="Dismiss" onClick={() => onDismiss(n)}>
                <X />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
