// A universe's cover colour as a small dot, or its cover image (decorative: the name is always beside it).
import { useState } from "react";
import { imageSrc } from "@/lib/image-src";
import { cn } from "@/lib/utils";

export function UniverseDot({ color, className }: { color?: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-3 shrink-0 rounded-full border border-foreground/20",
        !color && "bg-[conic-gradient(#8a5a2b,#2a6f97,#4d7c3a,#8a3d6e,#8a5a2b)]",
        className,
      )}
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}

/** A universe's cover: its image when it has one (decorative), else its colour as a larger dot. */
export function UniverseCover({ universe, className }: { universe: { cover_color: string; cover_image_url: string | null }; className?: string }) {
  const [broken, setBroken] = useState(false);
  const src = imageSrc(universe.cover_image_url);
  if (src && !broken)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cn("size-9 shrink-0 rounded-md border border-border object-cover", className)}
        style={{ backgroundColor: universe.cover_color }}
      />
    );
  return <UniverseDot color={universe.cover_color} className={cn("size-9 rounded-md", className)} />;
}
