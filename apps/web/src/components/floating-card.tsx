// The floating card shared by the task launcher and the focus timer (docs/spec.md §2): a titled card
// with Collapse/Expand and Close in its header; the body shows only while expanded.
import { ChevronDown, ChevronUp, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LazyWithTooltip as WithTooltip } from "@/components/ui/lazy-tooltip";
import { cn } from "@/lib/utils";

export interface FloatingCardProps {
  /** The card's accessible name, e.g. "Tasks". */
  label: string;
  /** The heading's content (text, maybe an icon or a live value). */
  title: ReactNode;
  /** Names what the header buttons act on: "tasks" gives "Collapse tasks", "Close tasks". */
  noun: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onClose: () => void;
  /** Width and other classes of the card. */
  className?: string;
  /** The body, rendered only while the card is expanded. */
  children: ReactNode;
}

export function FloatingCard({ label, title, noun, collapsed, onToggleCollapsed, onClose, className, children }: FloatingCardProps) {
  return (
    <section aria-label={label} className={cn("rounded-xl border bg-card text-card-foreground shadow-xl", className)}>
      <header className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 className="flex items-center gap-2 font-serif text-base font-semibold">{title}</h2>
        <div className="flex gap-1">
          <WithTooltip label={collapsed ? "Expand" : "Collapse"}>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`${collapsed ? "Expand" : "Collapse"} ${noun}`}
              aria-expanded={!collapsed}
              onClick={onToggleCollapsed}
            >
              {collapsed ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            </Button>
          </WithTooltip>
          <WithTooltip label="Close">
            <Button variant="ghost" size="icon" className="size-8" aria-label={`Close ${noun}`} onClick={onClose}>
              <X aria-hidden="true" />
            </Button>
          </WithTooltip>
        </div>
      </header>
      {collapsed ? null : children}
    </section>
  );
}
