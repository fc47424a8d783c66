// For a menu or sheet whose Radix code loads after the first render: the button drawn meanwhile
// (the Suspense fallback, same look and name) remembers a click and focus, so the real trigger opens
// and takes focus as it arrives instead of dropping what the user did (docs/decisions/0006-web-budgets.md).
import { useState, type PointerEvent } from "react";

export interface EarlyTrigger {
  /** The placeholder was clicked: open once the real control mounts. */
  clicked: boolean;
  /** The placeholder had focus when the real control replaced it. */
  focused: boolean;
  /** Spread on the placeholder button. */
  placeholderProps: { onPointerDown: (e: PointerEvent) => void; onClick: () => void; onFocus: () => void; onBlur: () => void };
}

export function useEarlyTrigger(onClick?: () => void): EarlyTrigger {
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    clicked,
    focused,
    placeholderProps: {
      // A press counts from pointerdown, as Radix triggers open on it: the real control can arrive
      // between the press and its click, and then neither button would see a whole click.
      onPointerDown: (e) => {
        if (e.button !== 0) return;
        setClicked(true);
        onClick?.();
      },
      onClick: () => {
        setClicked(true);
        onClick?.();
      },
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}
