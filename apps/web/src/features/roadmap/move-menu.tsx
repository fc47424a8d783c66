// "Move to…": the keyboard (and touch) way to change a milestone's status, next to dragging.
// After a move the card sits in another column; `focus` puts the focus back on its menu button.
import { MoveRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { STATUS_LABEL, STATUSES, type Milestone, type Status } from "@/data/roadmap/types";

export function MoveMenu({ milestone, onMove, focus }: { milestone: Milestone; onMove: (s: Status) => void; focus: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={ref} variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Move ${milestone.title} to…`}>
          <MoveRight aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onCloseAutoFocus={(e) => e.preventDefault()}>
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        {STATUSES.filter((s) => s !== milestone.status).map((s) => (
          <DropdownMenuItem key={s} onSelect={() => onMove(s)}>
            {STATUS_LABEL[s]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
