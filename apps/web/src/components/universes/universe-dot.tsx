// A universe's cover colour as a small dot (decorative: the name is always beside it).
import { cn } from "@/lib/utils";

export function UniverseDot({ color, className }: { color?: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-3 shrink-0 rounded-full border border-foreground/20", !color && "bg-[conic-gradient(#8a5a2b,#2a6f97,#4d7c3a,#8a3d6e,#8a5a2b)]", className)}
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}
