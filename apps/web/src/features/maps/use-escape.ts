// Escape anywhere on the page leaves a map mode (placing a pin, drawing, setting the scale).
import { useEffect } from "react";

export function useEscape(onEscape: () => void) {
  useEffect(() => {
    const esc = (e: KeyboardEvent) => e.key === "Escape" && onEscape();
    window.addEventListener("keydown", esc);
    return () => window.removeEventListener("keydown", esc);
  }, [onEscape]);
}
